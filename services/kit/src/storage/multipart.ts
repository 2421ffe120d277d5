import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants/attachments';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { fileTooLarge, uploadUnreadable } from './upload-errors.js';
import type { IncomingFile } from './upload-rules.js';

// Multipart bodies of the upload routes, read into memory with the product's limits (5 MB a file).
// Refusals are 400s with the same bodies in every service.

/** The most files one multi-file upload may carry. */
export const MAX_FILES_PER_UPLOAD = 10;

const MESSAGES: Record<string, string> = {
  LIMIT_FILE_COUNT: 'Too many files in one upload',
  LIMIT_UNEXPECTED_FILE: 'Unexpected file field',
  LIMIT_PART_COUNT: 'Too many form fields',
  LIMIT_FIELD_COUNT: 'Too many form fields',
  LIMIT_FIELD_VALUE: 'A form field is too long',
  LIMIT_FIELD_KEY: 'A form field name is too long',
};

function uploader(files: number) {
  return multer({
    storage: multer.memoryStorage(),
    // Browsers send file names as UTF-8.
    defParamCharset: 'utf8',
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: files + 20,
    },
  });
}

function toHttpError(error: unknown, field: string): unknown {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fileTooLarge(error.field ?? field);
    return uploadUnreadable(MESSAGES[error.code] ?? error.message);
  }
  // busboy's complaints about a malformed body ("Unexpected end of form", ...).
  return uploadUnreadable('The upload could not be read. Please try again.');
}

function run(middleware: RequestHandler, req: Request, res: Response, field: string): Promise<void> {
  return new Promise((resolve, reject) => {
    void middleware(req, res, (error?: unknown) => (error ? reject(toHttpError(error, field)) : resolve()));
  });
}

function incoming(file: Express.Multer.File): IncomingFile {
  return { originalName: file.originalname, mimeType: file.mimetype, bytes: file.buffer };
}

const fieldsOnly = uploader(0).none();
const singleFile = uploader(1).single('file');
const severalFiles = uploader(MAX_FILES_PER_UPLOAD).array('files', MAX_FILES_PER_UPLOAD);
const eitherField = uploader(MAX_FILES_PER_UPLOAD).fields([
  { name: 'file', maxCount: 1 },
  { name: 'files', maxCount: MAX_FILES_PER_UPLOAD },
]);

/**
 * Reads a multipart body with at most one file, in the field `file`, into `req.body` and memory.
 * A JSON or empty body passes through untouched.
 */
export async function readSingleFile(req: Request, res: Response): Promise<IncomingFile | undefined> {
  await run(singleFile, req, res, 'file');
  return req.file ? incoming(req.file) : undefined;
}

/** Reads a multipart body of form fields only into `req.body`; a file in it is refused. JSON passes through. */
export async function readFields(req: Request, res: Response): Promise<void> {
  await run(fieldsOnly, req, res, 'file');
}

/** Reads a multipart body with up to ten files in the field `files`. */
export async function readFiles(req: Request, res: Response): Promise<IncomingFile[]> {
  await run(severalFiles, req, res, 'files');
  return Array.isArray(req.files) ? req.files.map(incoming) : [];
}

/** The files of an upload that takes one `file` or several `files`, and which field carried them. */
export interface UploadedFiles {
  field: 'file' | 'files';
  files: IncomingFile[];
}

/** Reads a multipart body whose files come as one `file` or as up to ten `files` (not both). */
export async function readFileOrFiles(req: Request, res: Response): Promise<UploadedFiles> {
  await run(eitherField, req, res, 'file');
  const byField = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  const single = byField.file ?? [];
  const several = byField.files ?? [];
  if (single.length > 0 && several.length > 0) {
    throw uploadUnreadable('Send files either as file or as files, not both');
  }
  return several.length > 0
    ? { field: 'files', files: several.map(incoming) }
    : { field: 'file', files: single.map(incoming) };
}
