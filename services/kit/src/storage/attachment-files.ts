import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { queueBlobDeletions } from './blob-deletions.js';
import type { BlobStore } from './blob.js';
import type { Logger } from '../runtime/logger.js';
import { attachmentStorageKey, storedFileName } from './storage-key.js';
import type { AcceptedFile } from './upload-rules.js';

/** The part of an attachment row that describes its file, the same for every kind of record. */
export interface AttachmentFile {
  id: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  fileType: string;
  storageKey: string;
  bucket: string;
}

/** Where a new file goes: the service's area of the blob store, its owner and the record it belongs to. */
export interface FilePlace {
  area: string;
  ownerId: string;
  recordId: string;
}

/**
 * Writes an accepted file to the blob store and describes it for the row to insert. The file is
 * written before the rows: if the store fails, nothing is committed.
 */
export async function writeAttachmentFile(
  blobs: Pick<BlobStore, 'put' | 'bucket'>,
  place: FilePlace,
  file: AcceptedFile,
): Promise<AttachmentFile> {
  const id = randomUUID();
  const storageKey = attachmentStorageKey(place.area, place.ownerId, place.recordId, id, file.extension);
  await blobs.put(storageKey, file.bytes, file.contentType);
  return {
    id,
    fileName: storedFileName(id, file.extension),
    originalName: file.originalName,
    fileSize: file.bytes.length,
    fileType: file.contentType,
    storageKey,
    bucket: blobs.bucket,
  };
}

export interface DiscardDeps {
  blobs: Pick<BlobStore, 'delete'>;
  db: { knex: Knex };
  logger: Pick<Logger, 'warn' | 'error'>;
}

/**
 * Removes files written for rows that were never committed. What cannot be removed now is queued
 * for the janitor, so no file outlives a failed request for long.
 */
export async function discardStoredFiles(
  deps: DiscardDeps,
  files: readonly { storageKey: string }[],
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

/** The columns of an attachment table that describe its file. */
export interface AttachmentFileRow {
  id: string;
  file_name: string;
  original_name: string;
  file_size: number | string;
  file_type: string;
  s3_key: string;
  s3_bucket: string;
}

/** The file half of a stored row; the database may hand back sizes as text. */
export function attachmentFileFromRow(row: AttachmentFileRow): AttachmentFile {
  return {
    id: row.id,
    fileName: row.file_name,
    originalName: row.original_name,
    fileSize: Number(row.file_size),
    fileType: row.file_type,
    storageKey: row.s3_key,
    bucket: row.s3_bucket,
  };
}

/** The file half of a row to insert. */
export function attachmentFileColumns(file: AttachmentFile): AttachmentFileRow {
  return {
    id: file.id,
    file_name: file.fileName,
    original_name: file.originalName,
    file_size: file.fileSize,
    file_type: file.fileType,
    s3_key: file.storageKey,
    s3_bucket: file.bucket,
  };
}
