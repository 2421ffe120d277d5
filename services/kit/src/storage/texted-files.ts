import type { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants/attachments';
import { type TextedFile, textedFilesFolder } from '@tracker/contracts/events/texted-file';
import { type AttachmentFile, type FilePlace, writeAttachmentFile } from './attachment-files.js';
import { assertBlobKey, BlobNotFoundError, type BlobStore } from './blob.js';
import type { Logger } from '../runtime/logger.js';
import { checkUpload, type UploadCheck } from './upload-rules.js';

// Files people text in are fetched by the notification service and left in the shared blob store; the
// service they are meant for adopts them as its own attachments. These read one back and check it
// again with the upload rules, so a file reaches a record only as an upload would.

async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The texted file as an upload would be judged: refused when it lies outside the person's folder of
 * texted files (an event naming someone else's file), is gone, is over 5 MB, or is not what its type says.
 */
export async function readTextedFile(
  blobs: Pick<BlobStore, 'get'>,
  userId: string,
  file: TextedFile,
): Promise<UploadCheck> {
  const key = file.storageKey;
  try {
    assertBlobKey(key);
  } catch {
    return { ok: false, message: 'Not a stored file' };
  }
  if (!key.startsWith(textedFilesFolder(userId)))
    return { ok: false, message: 'Not a file this person texted' };
  let bytes: Buffer | null;
  try {
    bytes = await readAtMost(await blobs.get(key), ATTACHMENT_MAX_BYTES);
  } catch (error) {
    if (error instanceof BlobNotFoundError) return { ok: false, message: 'The texted file is gone' };
    throw error;
  }
  if (bytes === null) return { ok: false, message: 'Please select a file smaller than 5MB' };
  return checkUpload({ originalName: file.fileName, mimeType: file.contentType, bytes });
}

/**
 * Copies the texted files that pass the upload rules into `place`, as a service's own attachments; a
 * refused one is logged and left out. Returns the files written, for the rows to insert; on a failure
 * nothing written stays.
 */
export async function copyTextedFiles(
  deps: { blobs: Pick<BlobStore, 'get' | 'put' | 'delete' | 'bucket'>; logger: Pick<Logger, 'warn'> },
  userId: string,
  files: readonly TextedFile[],
  place: FilePlace,
): Promise<AttachmentFile[]> {
  const written: AttachmentFile[] = [];
  try {
    for (const file of files) {
      const checked = await readTextedFile(deps.blobs, userId, file);
      if (!checked.ok) {
        deps.logger.warn({ key: file.storageKey, reason: checked.message }, 'texted file not attached');
        continue;
      }
      written.push(await writeAttachmentFile(deps.blobs, place, checked.file));
    }
  } catch (error) {
    // No copy outlives a failed adoption; the texted files themselves stay for the next delivery.
    await Promise.allSettled(written.map((file) => deps.blobs.delete(file.storageKey)));
    throw error;
  }
  return written;
}
