import { VERIFICATION_IMPORT_MAX_BYTES } from '@tracker/contracts/http/verifications';
import { uploadUnreadable } from '@tracker/kit/storage/upload-errors';
import type { Request, Response } from 'express';
import multer from 'multer';
import { csvTooLarge, noFileGiven, notCsv } from '../errors.js';
import type { CsvFile } from '../use-cases/shared/csv.js';

// The imports take larger files than the attachments (whole state extracts), so they have their own
// reader with the import's limit rather than the kit's 5 MB one.
const csvUploader = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: VERIFICATION_IMPORT_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 },
}).single('file');

const MAX_MB = Math.round(VERIFICATION_IMPORT_MAX_BYTES / (1024 * 1024));

/** Reads the multipart `file` of an import: 413 when too large, 400 when missing or not CSV text. */
export async function readCsvUpload(req: Request, res: Response): Promise<CsvFile> {
  await new Promise<void>((resolve, reject) => {
    void csvUploader(req, res, (error?: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        return reject(
          error.code === 'LIMIT_FILE_SIZE' ? csvTooLarge(MAX_MB) : uploadUnreadable(error.message),
        );
      }
      reject(uploadUnreadable('The upload could not be read. Please try again.'));
    });
  });
  const file = req.file;
  if (!file || file.size === 0) throw noFileGiven();
  if (!/\.(csv|txt)$/i.test(file.originalname) || !isText(file.buffer)) throw notCsv();
  return { fileName: file.originalname.slice(0, 255), bytes: file.buffer };
}

/** UTF-8 text without NUL bytes: a spreadsheet saved as .xlsx or a PDF renamed .csv is neither. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
