import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { IncomingFile } from '../domain/upload-rules.js';
import { fileTooLarge, uploadUnreadable } from '../errors.js';

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

const singleFile = uploader(1).single('file');
const severalFiles = uploader(MAX_FILES_PER_UPLOAD).array('files', MAX_FILES_PER_UPLOAD);

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

/**
 * Reads a multipart body with at most one file, in the field `file`, into `req.body` and memory.
 * A JSON or empty body passes through untouched.
 */
export async function readSingleFile(req: Request, res: Response): Promise<IncomingFile | undefined> {
  await run(singleFile, req, res, 'file');
  return req.file ? incoming(req.file) : undefined;
}

/** Reads a multipart body with up to ten files in the field `files`. */
export async function readFiles(req: Request, res: Response): Promise<IncomingFile[]> {
  await run(severalFiles, req, res, 'files');
  return Array.isArray(req.files) ? req.files.map(incoming) : [];
}
