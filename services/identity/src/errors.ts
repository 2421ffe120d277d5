import { HttpError } from '@tracker/kit/http-errors';
import { EMAIL_NOT_VERIFIED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@tracker/contracts/http/identity';

// Every refusal this service makes, each with a stable `code` beside the message people read.

function error(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) {
  return new HttpError(status, { message, code, ...extra }, headers);
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });

export const userNotFound = () => error(404, 'USER_NOT_FOUND', 'User Not Found');

export const notAuthenticated = () => error(401, 'NOT_AUTHENTICATED', 'Not authenticated');

export const adminRequired = () => error(403, 'ADMIN_REQUIRED', 'Admin access required');

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

export const notImpersonating = () => error(403, 'NOT_IMPERSONATING', 'You are not impersonating anyone.');

export const undeletableUser = (message: string) => error(403, 'USER_UNDELETABLE', message);

export const adminActionRefused = (status: 400 | 403, message: string) =>
  error(status, 'ADMIN_ACTION_REFUSED', message);

export const invalidPageCursor = () =>
  error(400, 'INVALID_CURSOR', 'Invalid page cursor', { fieldErrors: { before: 'Invalid page cursor' } });
