import { randomUUID } from 'node:crypto';
import { queueBlobDeletions } from '@tracker/kit/blob-deletions';
import { attachmentStorageKey, storedFileName } from '@tracker/kit/storage-key';
import type { AcceptedFile } from '@tracker/kit/upload-rules';
import type { ExemptionDeps } from '../deps.js';
import type { NewAttachment } from '../store/attachments.js';

/** Where the files of exemption requests live in the blob store. */
const STORAGE_AREA = 'exemptions';

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
  const id = randomUUID();
  const storageKey = attachmentStorageKey(
    STORAGE_AREA,
    target.ownerId,
    target.exemptionId,
    id,
    file.extension,
  );
  await deps.blobs.put(storageKey, file.bytes, file.contentType);
  return {
    id,
    exemptionId: target.exemptionId,
    fileName: storedFileName(id, file.extension),
    originalName: file.originalName,
    fileSize: file.bytes.length,
    fileType: file.contentType,
    storageKey,
    bucket: deps.blobs.bucket,
    description: target.description,
    uploadedByUserId: target.uploadedByUserId,
  };
}

/**
 * Removes files written for rows that were never committed. What cannot be removed now is queued
 * for the janitor, so no file outlives a failed request for long.
 */
export async function discardStoredFiles(
  deps: Pick<ExemptionDeps, 'blobs' | 'db' | 'logger'>,
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
