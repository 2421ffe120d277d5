import { httpError as error, tooManyRequests } from '@tracker/kit/http/errors';
import { noFileGiven as noFileGivenFor } from '@tracker/kit/storage/upload-errors';
export { notAuthenticated, adminRequired } from '@tracker/kit/http/refusals';

// Every refusal this service makes, each with a stable `code` beside the message people read.

/** Also the answer for someone else's request: its existence is not revealed. */
export const verificationNotFound = () =>
  error(404, 'VERIFICATION_NOT_FOUND', 'Verification request not found');

export const dataMatchImportNotFound = () =>
  error(404, 'DATA_MATCH_IMPORT_NOT_FOUND', 'Data-match import not found');

/** Values that are well formed but that the rules refuse, field by field. */
export const requestRefused = (fieldErrors: Record<string, string>) =>
  error(422, 'VERIFICATION_REFUSED', Object.values(fieldErrors)[0] ?? 'Invalid request', { fieldErrors });

/** An open request already asks the same person for one of the same months. */
export const duplicateRequest = () =>
  error(
    409,
    'VERIFICATION_DUPLICATE',
    'An open verification request already asks this person for one of these months',
    { fieldErrors: { months: 'An open request already asks for one of these months' } },
  );

export const noticeRefused = (message: string) => error(409, 'NOTICE_REFUSED', message);

export const noticeDatesRefused = (fieldErrors: Record<string, string>) =>
  error(422, 'NOTICE_DATES_REFUSED', Object.values(fieldErrors)[0] ?? 'Invalid dates', { fieldErrors });

export const hearingRefused = (message: string) => error(409, 'HEARING_REFUSED', message);

export const noFileGiven = () => noFileGivenFor('file', 'Please select a CSV file to upload');

export const notCsv = () =>
  error(400, 'NOT_CSV', 'Please upload a CSV file (UTF-8 text, one row per line)', {
    fieldErrors: { file: 'Please upload a CSV file' },
  });

export const csvTooLarge = (maxMb: number) =>
  error(413, 'FILE_TOO_LARGE', `Please upload a CSV file smaller than ${maxMb} MB`, {
    fieldErrors: { file: `Please upload a CSV file smaller than ${maxMb} MB` },
  });

export const csvTooManyRows = (max: number) =>
  error(413, 'TOO_MANY_ROWS', `A CSV file may hold at most ${max.toLocaleString('en-US')} rows`, {
    fieldErrors: { file: `A CSV file may hold at most ${max.toLocaleString('en-US')} rows` },
  });

export const csvUnreadable = (message: string) =>
  error(400, 'CSV_UNREADABLE', message, { fieldErrors: { file: message } });

/** The case is not in the work queue: decided already, or never there. */
export const workItemNotFound = () =>
  error(404, 'WORK_ITEM_NOT_FOUND', 'This case is not in the work queue any more');

/** Another reviewer holds the case; taking it over needs `take=true`. */
export const workItemHeld = (username: string | null) =>
  error(409, 'WORK_ITEM_ASSIGNED', `${username ?? 'Another reviewer'} is already working on this case`);

export const tooManyUsageBeacons = (retryAfterSeconds: number) =>
  tooManyRequests('Too many requests. Please try again later.', retryAfterSeconds, 'TOO_MANY_USAGE_BEACONS');

export const usageBeaconTooLarge = (maxBytes: number) =>
  error(413, 'USAGE_BEACON_TOO_LARGE', `A usage report may hold at most ${maxBytes} bytes`);

export const usageBeaconUnreadable = () =>
  error(400, 'USAGE_BEACON_UNREADABLE', 'A usage report must be a JSON event or a list of events');

export const usageRangeTooLong = (maxDays: number) =>
  error(400, 'USAGE_RANGE_TOO_LONG', `Please choose at most ${maxDays} days`, {
    fieldErrors: { from: `Please choose at most ${maxDays} days` },
  });

export const usageRangeReversed = () =>
  error(400, 'USAGE_RANGE_REVERSED', 'The start date must be on or before the end date', {
    fieldErrors: { from: 'The start date must be on or before the end date' },
  });
