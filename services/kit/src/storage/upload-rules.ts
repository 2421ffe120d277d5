import { ATTACHMENT_MIME_TYPES, type AttachmentExtension } from '@tracker/contracts/constants/attachments';
import { acceptedUploadedFile, fileExtension } from '@tracker/contracts/http/fields';
import { contentMatchesExtension, contentMismatchMessage } from './file-content.js';
import { sanitizeFileName } from './file-name.js';

/** A file as it arrived in a multipart body. */
export interface IncomingFile {
  originalName: string;
  mimeType: string;
  bytes: Buffer;
}

/** A file that passed every rule, with the name to show and the type to serve it as. */
export interface AcceptedFile {
  originalName: string;
  extension: AttachmentExtension;
  contentType: string;
  bytes: Buffer;
}

export type UploadCheck = { ok: true; file: AcceptedFile } | { ok: false; message: string };

/**
 * The upload rules of every route that takes a file: a usable name, not empty, at most 5 MB, one of
 * the accepted extensions, and content that really is of that type. The type served later is the
 * one the extension names, never the one the client sent.
 */
export async function checkUpload(file: IncomingFile): Promise<UploadCheck> {
  const originalName = sanitizeFileName(file.originalName);
  const parsed = acceptedUploadedFile.safeParse({
    originalName,
    size: file.bytes.length,
    mimeType: file.mimeType,
  });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'This file cannot be uploaded' };
  }
  const extension = fileExtension(originalName) as AttachmentExtension;
  if (!(await contentMatchesExtension(extension, file.bytes))) {
    return { ok: false, message: contentMismatchMessage(extension) };
  }
  return {
    ok: true,
    file: { originalName, extension, contentType: ATTACHMENT_MIME_TYPES[extension], bytes: file.bytes },
  };
}
