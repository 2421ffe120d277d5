import { LATE_ENTRY_REASON_REQUIRED_MESSAGE } from '@tracker/contracts/http/activities';
import { httpError as error } from '@tracker/kit/http/errors';
export {
  notAuthenticated,
  adminRequired,
  invalidPageCursor,
  attachmentNotFound,
  userNotFound,
  invalidDownloadLink,
} from '@tracker/kit/http/refusals';
export {
  FILE_TOO_LARGE_MESSAGE,
  fileTooLarge,
  fileRefused,
  uploadUnreadable,
  noFileGiven,
  noFileStored,
} from '@tracker/kit/storage/upload-errors';

// Every refusal this service makes, each with a stable `code` beside the message people read.

/** Also the answer for someone else's activity: its existence is not revealed. */
export const activityNotFound = () => error(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');

/** Also the answer for someone else's pay record: its existence is not revealed. */
export const incomeNotFound = () => error(404, 'INCOME_NOT_FOUND', 'Pay record not found');

/** A record's date the entry window refuses (after today, or in a closed month), said on its field. */
export const entryDateRefused = (field: string, message: string) =>
  error(400, 'ENTRY_DATE_REFUSED', message, { fieldErrors: { [field]: message } });

/** State staff writing into a closed month, without saying why. */
export const lateEntryReasonRequired = () =>
  error(400, 'LATE_ENTRY_REASON_REQUIRED', LATE_ENTRY_REASON_REQUIRED_MESSAGE, {
    fieldErrors: { lateEntryReason: LATE_ENTRY_REASON_REQUIRED_MESSAGE },
  });
