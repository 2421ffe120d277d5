import { type HttpError, httpError } from '../http/errors.js';

// Refusals of an upload, the same in every service that takes files: each names the form field it
// concerns, so the form can say it under that field.

export const FILE_TOO_LARGE_MESSAGE = 'Please select a file smaller than 5MB';

const NO_FILE_MESSAGE = 'Please select a file to upload';

/** 400 for a file over 5 MB, with the message on the file's field. */
export const fileTooLarge = (field: string): HttpError =>
  httpError(400, 'FILE_TOO_LARGE', 'File too large', { fieldErrors: { [field]: FILE_TOO_LARGE_MESSAGE } });

/** 400 for a file an upload rule refused (its type, its content, its name). */
export const fileRefused = (field: string, message: string): HttpError =>
  httpError(400, 'FILE_REFUSED', message, { fieldErrors: { [field]: message } });

/** 400 for a multipart body that could not be read or broke a limit. */
export const uploadUnreadable = (message: string): HttpError => httpError(400, 'UPLOAD_REFUSED', message);

/** 400 for an upload without a file, said on the file's field in the form's words. */
export const noFileGiven = (field: string, message = NO_FILE_MESSAGE): HttpError =>
  httpError(400, 'NO_FILE', message, { fieldErrors: { [field]: message } });

/** Every file of a multi-file upload was refused; `errors` says why, file by file. */
export const noFileStored = (errors: Array<{ fileName: string; message: string }>): HttpError =>
  httpError(400, 'NO_FILE_STORED', errors[0]?.message ?? NO_FILE_MESSAGE, { attachments: [], errors });
