import { httpError as error } from '@tracker/kit/http/errors';
import { EMAIL_NOT_VERIFIED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@tracker/contracts/http/identity';
export { userNotFound, notAuthenticated, adminRequired, invalidPageCursor } from '@tracker/kit/http/refusals';

// Every refusal this service makes, each with a stable `code` beside the message people read.

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

export const invalidCredentials = () => error(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);

export const emailNotVerified = (email: string) =>
  error(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE, { emailNotVerified: true, email });

export const tooManyLoginFailures = (retryAfterSeconds: number) => {
  const n = minutes(retryAfterSeconds);
  return error(
    429,
    'TOO_MANY_LOGIN_FAILURES',
    `Too many failed login attempts. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`,
    {},
    retryAfter(retryAfterSeconds),
  );
};

export const tooManyEmailRequests = (retryAfterSeconds: number) => {
  const n = minutes(retryAfterSeconds);
  return error(
    429,
    'TOO_MANY_EMAIL_REQUESTS',
    `Too many emails requested for this address. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`,
    {},
    retryAfter(retryAfterSeconds),
  );
};

export const invalidVerificationLink = () =>
  error(400, 'INVALID_VERIFICATION_TOKEN', 'This verification link is invalid or has expired.', {
    verified: false,
  });

export const emailTakenOnVerification = () =>
  error(409, 'EMAIL_TAKEN', 'This email address is already used by another account.', { verified: false });

export const invalidResetLink = () =>
  error(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please request a new one.');

export const passwordRefused = (field: string, message: string) =>
  error(400, 'PASSWORD_REFUSED', message, { fieldErrors: { [field]: message } });

export const currentPasswordIncorrect = () =>
  error(400, 'CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect', {
    fieldErrors: { currentPassword: 'Current password is incorrect' },
  });

const USERNAME_TAKEN = 'This username is already taken';
const EMAIL_IN_USE = 'This email is already in use';

/** 409 naming each field whose value another account already has. */
export const accountFieldsTaken = (taken: { username: boolean; email: boolean }) => {
  const fieldErrors: Record<string, string> = {};
  if (taken.username) fieldErrors.username = USERNAME_TAKEN;
  if (taken.email) fieldErrors.email = EMAIL_IN_USE;
  return error(409, 'ACCOUNT_FIELDS_TAKEN', taken.username ? USERNAME_TAKEN : EMAIL_IN_USE, { fieldErrors });
};

export const invalidMedicaidDates = () =>
  error(400, 'INVALID_DATE_RANGE', 'Enrolled through date must be after the start date.', {
    fieldErrors: { medicaidEnrolledThroughDate: 'Enrolled through date must be after the start date.' },
  });

export const notWhileImpersonating = () =>
  error(403, 'NOT_WHILE_IMPERSONATING', 'This is not available while impersonating a user.');

/** An impersonating administrator may help with a profile, never take the account over. */
export const identityLockedWhileImpersonating = () =>
  error(
    403,
    'NOT_WHILE_IMPERSONATING',
    "While impersonating, the enrollee's e-mail, username, phone, password and Medicaid account cannot be changed.",
  );

const BIRTHDATE_LOCKED_MESSAGE =
  'Your date of birth is on file. To correct it, contact your state Medicaid agency.';

/** A birthdate decides whether the requirement applies, so once on file only staff correct it. */
export const birthdateLocked = () =>
  error(403, 'BIRTHDATE_LOCKED', BIRTHDATE_LOCKED_MESSAGE, {
    fieldErrors: { birthdate: BIRTHDATE_LOCKED_MESSAGE },
  });

export const tooManyMessagesFromClient = (retryAfterSeconds: number) => {
  const n = minutes(retryAfterSeconds);
  return error(
    429,
    'TOO_MANY_MESSAGES',
    `Too many e-mails and texts were requested from your network. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`,
    {},
    retryAfter(retryAfterSeconds),
  );
};

export const tooManyPhoneCodes = (retryAfterSeconds: number) => {
  const n = minutes(retryAfterSeconds);
  return error(
    429,
    'TOO_MANY_PHONE_CODES',
    `Too many codes were sent to this number. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`,
    {},
    retryAfter(retryAfterSeconds),
  );
};

const NO_CELL_NUMBER_MESSAGE = 'Add your cell phone number to your profile first.';
export const noCellNumber = () =>
  error(400, 'NO_CELL_NUMBER', NO_CELL_NUMBER_MESSAGE, {
    fieldErrors: { cellNumber: NO_CELL_NUMBER_MESSAGE },
  });

export const phoneAlreadyConfirmed = () =>
  error(409, 'PHONE_ALREADY_CONFIRMED', 'This phone number is already confirmed.');

const codeError = (code: string, message: string) =>
  error(400, code, message, { fieldErrors: { code: message } });

export const phoneCodeWrong = () =>
  codeError('PHONE_CODE_WRONG', 'That code is not right. Check the text message and try again.');

export const phoneCodeExpired = () =>
  codeError('PHONE_CODE_EXPIRED', 'This code has expired or was replaced. Ask for a new code.');

export const phoneCodeUsedUp = () =>
  codeError('PHONE_CODE_ATTEMPTS', 'Too many wrong codes. Ask for a new code.');

export const notImpersonating = () => error(403, 'NOT_IMPERSONATING', 'You are not impersonating anyone.');

export const undeletableUser = (message: string) => error(403, 'USER_UNDELETABLE', message);

export const adminActionRefused = (status: 400 | 403, message: string) =>
  error(status, 'ADMIN_ACTION_REFUSED', message);
