import { writeAttachmentFile } from '@tracker/kit/attachment-files';
import type { AcceptedFile } from '@tracker/kit/upload-rules';
import type { ActivityDeps } from '../deps.js';
import type { NewIncomeAttachment } from '../store/income-attachments.js';

/** Where the files of pay records live in the blob store, apart from activities' files. */
const STORAGE_AREA = 'income';

/**
 * Writes an accepted file to the blob store and returns the attachment row to insert. The file is
 * written before the rows: if the store fails, nothing is committed.
 */
export async function storeIncomeFile(
  deps: Pick<ActivityDeps, 'blobs'>,
  target: { ownerId: string; incomeId: string; uploadedBy: string },
  file: AcceptedFile,
): Promise<NewIncomeAttachment> {
  const stored = await writeAttachmentFile(
    deps.blobs,
    { area: STORAGE_AREA, ownerId: target.ownerId, recordId: target.incomeId },
    file,
  );
  return { ...stored, incomeId: target.incomeId, uploadedBy: target.uploadedBy };
}
