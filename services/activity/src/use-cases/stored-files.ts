import { writeAttachmentFile } from '@tracker/kit/attachment-files';
import type { AcceptedFile } from '@tracker/kit/upload-rules';
import type { ActivityDeps } from '../deps.js';
import type { NewAttachment } from '../store/attachments.js';

export { discardStoredFiles } from '@tracker/kit/attachment-files';

/** Where the files of activities live in the blob store. */
const STORAGE_AREA = 'activities';

/**
 * Writes an accepted file to the blob store and returns the attachment row to insert. The file is
 * written before the rows: if the store fails, nothing is committed.
 */
export async function storeFile(
  deps: Pick<ActivityDeps, 'blobs'>,
  target: { ownerId: string; activityId: string; uploadedBy: string },
  file: AcceptedFile,
): Promise<NewAttachment> {
  const stored = await writeAttachmentFile(
    deps.blobs,
    { area: STORAGE_AREA, ownerId: target.ownerId, recordId: target.activityId },
    file,
  );
  return { ...stored, activityId: target.activityId, uploadedBy: target.uploadedBy };
}
