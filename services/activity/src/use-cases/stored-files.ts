import { randomUUID } from 'node:crypto';
import type { AcceptedFile } from '@tracker/kit/upload-rules';
import { attachmentStorageKey, storedFileName } from '../domain/storage-key.js';
import type { ActivityDeps } from '../deps.js';
import { queueBlobDeletions } from '@tracker/kit/blob-deletions';
import type { NewAttachment } from '../store/attachments.js';

/**
 * Writes an accepted file to the blob store and returns the attachment row to insert. The file is
 * written before the rows: if the store fails, nothing is committed.
 */
export async function storeFile(
  deps: Pick<ActivityDeps, 'blobs'>,
  target: { ownerId: string; activityId: string; uploadedBy: string },
  file: AcceptedFile,
): Promise<NewAttachment> {
  const id = randomUUID();
  const storageKey = attachmentStorageKey(target.ownerId, target.activityId, id, file.extension);
  await deps.blobs.put(storageKey, file.bytes, file.contentType);
  return {
    id,
    activityId: target.activityId,
    fileName: storedFileName(id, file.extension),
    originalName: file.originalName,
    fileSize: file.bytes.length,
    fileType: file.contentType,
    storageKey,
    bucket: deps.blobs.bucket,
    uploadedBy: target.uploadedBy,
  };
}

/**
 * Removes files written for rows that were never committed. What cannot be removed now is queued
 * for the janitor, so no file outlives a failed request for long.
 */
export async function discardStoredFiles(
  deps: Pick<ActivityDeps, 'blobs' | 'db' | 'logger'>,
  files: readonly NewAttachment[],
): Promise<void> {
  for (const file of files) {
    try {
      await deps.blobs.delete(file.storageKey);
    } catch (error) {
      deps.logger.warn({ err: error, key: file.storageKey }, 'file of a failed request not removed yet');
      await queueBlobDeletions(deps.db.knex, [file.storageKey]).catch((queueError: unknown) => {
        deps.logger.error({ err: queueError, key: file.storageKey }, 'file of a failed request left behind');
      });
    }
  }
}
