import { writeAttachmentFile } from '@tracker/kit/storage/attachment-files';
import type { AcceptedFile } from '@tracker/kit/storage/upload-rules';
import type { ExemptionDeps } from '../../deps.js';
import type { NewAttachment } from '../../store/attachments.js';

export { discardStoredFiles } from '@tracker/kit/storage/attachment-files';

/** Where the files of exemption requests live in the blob store. */
export const STORAGE_AREA = 'exemptions';

export interface FileTarget {
  ownerId: string;
  exemptionId: string;
  uploadedByUserId: string;
  description: string | null;
}

/**
 * Writes an accepted file to the blob store and returns the attachment row to insert. The file is
 * written before the rows: if the store fails, nothing is committed.
 */
export async function storeFile(
  deps: Pick<ExemptionDeps, 'blobs'>,
  target: FileTarget,
  file: AcceptedFile,
): Promise<NewAttachment> {
  const stored = await writeAttachmentFile(
    deps.blobs,
    { area: STORAGE_AREA, ownerId: target.ownerId, recordId: target.exemptionId },
    file,
  );
  return {
    ...stored,
    exemptionId: target.exemptionId,
    description: target.description,
    uploadedByUserId: target.uploadedByUserId,
  };
}
