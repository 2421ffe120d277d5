import { LATE_ENTRY_REASON_REQUIRED_MESSAGE } from '@tracker/contracts/http/activities';
import { HttpError } from '@tracker/kit/http/errors';

// Every refusal this service makes, each with a stable `code` beside the message people read.

function error(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return new HttpError(status, { message, code, ...extra });
}

export const FILE_TOO_LARGE_MESSAGE = 'Please select a file smaller than 5MB';

export const notAuthenticated = () => error(401, 'NOT_AUTHENTICATED', 'Not authenticated');

export const adminRequired = () => error(403, 'ADMIN_REQUIRED', 'Admin access required');

/** Also the answer for someone else's activity: its existence is not revealed. */
export const activityNotFound = () => error(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');

/** Also the answer for someone else's pay record: its existence is not revealed. */
export const incomeNotFound = () => error(404, 'INCOME_NOT_FOUND', 'Pay record not found');

export const invalidPageCursor = () =>
  error(400, 'INVALID_CURSOR', 'Invalid page cursor', { fieldErrors: { before: 'Invalid page cursor' } });

/** A record's date the entry window refuses (after today, or in a closed month), said on its field. */
export const entryDateRefused = (field: string, message: string) =>
  error(400, 'ENTRY_DATE_REFUSED', message, { fieldErrors: { [field]: message } });

/** State staff writing into a closed month, without saying why. */
export const lateEntryReasonRequired = () =>
  error(400, 'LATE_ENTRY_REASON_REQUIRED', LATE_ENTRY_REASON_REQUIRED_MESSAGE, {
    fieldErrors: { lateEntryReason: LATE_ENTRY_REASON_REQUIRED_MESSAGE },
  });

export const attachmentNotFound = () => error(404, 'ATTACHMENT_NOT_FOUND', 'Attachment not found');

export const userNotFound = () => error(404, 'USER_NOT_FOUND', 'User Not Found');

export const fileTooLarge = (field: string) =>
  error(400, 'FILE_TOO_LARGE', 'File too large', { fieldErrors: { [field]: FILE_TOO_LARGE_MESSAGE } });

export const fileRefused = (field: string, message: string) =>
  error(400, 'FILE_REFUSED', message, { fieldErrors: { [field]: message } });

export const uploadUnreadable = (message: string) => error(400, 'UPLOAD_REFUSED', message);

export const noFileGiven = (field: string) =>
  error(400, 'NO_FILE', 'Please select a file to upload', {
    fieldErrors: { [field]: 'Please select a file to upload' },
  });

/** Every file of a multi-file upload was refused; `errors` says why, file by file. */
export const noFileStored = (errors: Array<{ fileName: string; message: string }>) =>
  error(400, 'NO_FILE_STORED', errors[0]?.message ?? 'Please select a file to upload', {
    attachments: [],
    errors,
  });

export const invalidDownloadLink = () =>
  error(403, 'DOWNLOAD_LINK_INVALID', 'This download link is invalid or has expired.');
