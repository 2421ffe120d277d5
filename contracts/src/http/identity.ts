import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_STATE_CODE,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PHONE_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
  STATE_CODE_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  ZIP_MAX_LENGTH,
  ZIP_MIN_LENGTH,
} from '../constants/accounts.js';
import { US_STATE_CODES } from '../constants/places.js';
import { blankAsNull, blankAsUndefined } from './fields.js';
import { EMAIL_NOT_VERIFIED_MESSAGE, normalizeCellNumber } from './identity-values.js';

export {
  EMAIL_NOT_VERIFIED_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  normalizeCellNumber,
  REGISTRATION_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
} from './identity-values.js';

// Session and account calls: /api/user, /api/login, /api/logout, /api/register, /api/resend-verification,
// /api/forgot-password, /api/reset-password, /api/verify-email, /api/profile, /api/change-password,
// /api/account, /api/user/medicaid-account.

/** A month never has more hours than this (31 days × 24 h). */
export const REQUIRED_MONTHLY_HOURS_MAX = 744;
export const REQUIRED_MONTHLY_HOURS_MIN = 1;
export const ENROLLMENT_STATUSES = ['Adult', 'Minor'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

const PHONE_MESSAGE = 'Enter a 10-digit phone number, like 555-123-4567';

/** Today's calendar date in UTC as `YYYY-MM-DD`, the bound for dates that cannot lie in the future. */
function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

// Forms send '' for a field left empty: on registration that means "no value", on an update "clear it".

export const emailField = z
  .string({ error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter an email address like name@example.com'));

export const usernameField = z
  .string({ error: 'Enter a username' })
  .trim()
  .min(USERNAME_MIN_LENGTH, 'Enter a username of at least 3 characters')
  .max(USERNAME_MAX_LENGTH, 'Enter a username of 50 characters or fewer')
  // Usernames never contain '@', so a login name is unambiguously a username or an e-mail.
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, numbers, dots, hyphens and underscores');

/** A new password: length bounds only; the server also refuses common passwords. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, 'Enter a password of at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters');

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const stateCodeField = z
  .string({ error: 'Choose your state' })
  .trim()
  .toUpperCase()
  .length(STATE_CODE_LENGTH, 'Choose your state')
  .pipe(z.enum(US_STATE_CODES, { error: 'Choose a US state from the list' }));

export const zipCodeField = z
  .string({ error: 'Enter a 5-digit ZIP code' })
  .trim()
  .min(ZIP_MIN_LENGTH, 'Enter a 5-digit ZIP code')
  .max(ZIP_MAX_LENGTH, 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789')
  .regex(/^\d{5}(-?\d{4})?$/, 'Enter a 5-digit ZIP code, or ZIP+4 like 12345-6789');

export const cellNumberField = z
  .string({ error: 'Enter your cell phone number' })
  .trim()
  .min(1, 'Enter your cell phone number')
  .transform((value, ctx) => {
    const normalized = normalizeCellNumber(value);
    if (normalized === null) {
      ctx.issues.push({ code: 'custom', message: PHONE_MESSAGE, input: value });
      return z.NEVER;
    }
    return normalized;
  });

export const languageField = z.enum(LANGUAGES, { error: 'Language must be en or es' });

export const birthdateField = z.iso
  .date('Enter your full date of birth')
  .refine((value) => value <= todayIso(), 'Birthdate cannot be in the future')
  .refine((value) => value >= '1900-01-01', 'Birthdate must be after 1900');

/**
 * Hours a month an administrator requires of one person, instead of the state's rule. Never taken
 * from the person themselves: registration and profile bodies do not carry it.
 */
export const requiredMonthlyHoursField = z.coerce
  .number({ error: 'Required monthly hours must be a number' })
  .min(REQUIRED_MONTHLY_HOURS_MIN, 'Required monthly hours must be at least 1')
  .max(REQUIRED_MONTHLY_HOURS_MAX, 'Required monthly hours cannot be more than 744')
  .transform((hours) => Math.round(hours * 100) / 100);

const firstNameField = requiredText('Enter your first name', 100);
const lastNameField = requiredText('Enter your last name', 100);
const addressField = requiredText('Enter your street address', 255);
const cityField = requiredText('Enter your city', 100);

// ---------------------------------------------------------------------------------------------
// Registration

export const registerRequest = z
  .object({
    username: usernameField,
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Enter the same password in both password fields' }),
    email: emailField,
    firstName: firstNameField,
    lastName: lastNameField,
    address: addressField,
    city: cityField,
    state: z.preprocess(blankAsUndefined, stateCodeField.default(DEFAULT_STATE_CODE)),
    zipCode: zipCodeField,
    cellNumber: cellNumberField,
    preferredLanguage: z.preprocess(blankAsUndefined, languageField.default(DEFAULT_LANGUAGE)),
    // No requiredMonthlyHours or enrollmentStatus: the state's rules decide them, and a value sent
    // here is dropped with every other unknown key.
    birthdate: z.preprocess(blankAsUndefined, birthdateField.optional()),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: 'Enter the same password in both password fields',
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerResponse = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

// ---------------------------------------------------------------------------------------------
// Current user

/** What `GET /api/user` answers: the signed-in person's own record, never a secret. */
export const currentUser = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  /** A new address waiting for its verification link; `email` changes when the link is used. */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  cellNumber: z.string().nullable(),
  /** Whether the owner confirmed `cellNumber` with a texted code; texts work only then. */
  cellNumberVerified: z.boolean(),
  birthdate: z.iso.date().nullable(),
  enrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  preferredLanguage: z.enum(LANGUAGES),
  requiredMonthlyHours: z.number(),
  medicaidState: z.string().nullable(),
  medicaidId: z.string().nullable(),
  medicaidStartDate: z.iso.date().nullable(),
  medicaidEnrolledThroughDate: z.iso.date().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  isImpersonating: z.boolean(),
  impersonatorUsername: z.string().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CurrentUser = z.infer<typeof currentUser>;
export const getCurrentUserResponse = currentUser;

// GET /api/session
/**
 * Who is signed in, as the app asks on start: `user` is null for a visitor (no session, or one that
 * ended). It answers 200 either way, so a visitor's browser records no failed request; `GET /api/user`
 * keeps its 401 for callers that need the session.
 */
export const getSessionResponse = z.object({ user: currentUser.nullable() });
export type GetSessionResponse = z.infer<typeof getSessionResponse>;

// ---------------------------------------------------------------------------------------------
// Login and logout

export const loginRequest = z.object({
  username: z
    .string({ error: 'Username or email is required' })
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
  /** The browser's IANA time zone, kept with the login record. */
  timezone: z.preprocess(blankAsUndefined, z.string().max(64).optional()),
});
export type LoginRequest = z.infer<typeof loginRequest>;
export const loginResponse = currentUser;
export type LoginResponse = CurrentUser;

/** The 403 answer to a correct password for an account whose e-mail is not verified yet. */
export const loginNotVerifiedResponse = z.object({
  message: z.literal(EMAIL_NOT_VERIFIED_MESSAGE),
  emailNotVerified: z.literal(true),
  email: z.string(),
});
export type LoginNotVerifiedResponse = z.infer<typeof loginNotVerifiedResponse>;

export const logoutRequest = z.object({}).optional();
export const logoutResponse = z.object({ message: z.string() });

/** The answer of calls that only confirm, e.g. `{ message: 'Logged out' }`. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

// ---------------------------------------------------------------------------------------------
// Verification and password reset

export const resendVerificationRequest = z.object({ email: emailField });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;
export const resendVerificationResponse = messageResponse;

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;
export const forgotPasswordResponse = messageResponse;

const tokenField = (message: string) => z.string({ error: message }).trim().min(1, message).max(512, message);

export const resetPasswordRequest = z
  .object({
    token: tokenField('Reset token is required'),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: 'Enter the same password in both password fields' }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'Enter the same password in both password fields',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export const resetPasswordResponse = messageResponse;

/** `GET /api/verify-email?token=` (the query) and `POST /api/verify-email` (the body). */
export const verifyEmailRequest = z.object({ token: tokenField('Verification token is required') });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;
export const verifyEmailResponse = z.object({ verified: z.boolean(), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

// ---------------------------------------------------------------------------------------------
// Profile, password change, account

/**
 * Only the fields sent change; an empty optional field clears it. Enrollment status follows the
 * birthdate, and a birthdate on file is corrected by the state's staff, not here.
 */
export const updateProfileRequest = z.object({
  username: usernameField.optional(),
  email: emailField.optional(),
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  address: z.preprocess(
    blankAsNull,
    z.string().trim().max(255, 'Must be at most 255 characters').nullable().optional(),
  ),
  city: z.preprocess(
    blankAsNull,
    z.string().trim().max(100, 'Must be at most 100 characters').nullable().optional(),
  ),
  state: z.preprocess(blankAsNull, stateCodeField.nullable().optional()),
  zipCode: z.preprocess(blankAsNull, zipCodeField.nullable().optional()),
  cellNumber: z.preprocess(blankAsNull, cellNumberField.nullable().optional()),
  preferredLanguage: languageField.optional(),
  birthdate: z.preprocess(blankAsNull, birthdateField.nullable().optional()),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
export const updateProfileResponse = z.object({ message: z.string(), user: currentUser });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: "New passwords don't match" }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "New passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const changePasswordResponse = messageResponse;

export const deleteAccountResponse = messageResponse;

// ---------------------------------------------------------------------------------------------
// Medicaid account

export const updateMedicaidAccountRequest = z
  .object({
    medicaidState: z.preprocess(blankAsNull, stateCodeField.nullable().optional()),
    medicaidId: z.preprocess(
      blankAsNull,
      z.string().trim().max(50, 'Medicaid ID must be at most 50 characters').nullable().optional(),
    ),
    medicaidStartDate: z.preprocess(
      blankAsNull,
      z.iso.date('Start date must be a date (YYYY-MM-DD)').nullable().optional(),
    ),
    medicaidEnrolledThroughDate: z.preprocess(
      blankAsNull,
      z.iso.date('Enrolled through date must be a date (YYYY-MM-DD)').nullable().optional(),
    ),
  })
  .refine(
    (body) =>
      !body.medicaidStartDate ||
      !body.medicaidEnrolledThroughDate ||
      body.medicaidEnrolledThroughDate > body.medicaidStartDate,
    { message: 'Enrolled through date must be after the start date.', path: ['medicaidEnrolledThroughDate'] },
  );
export type UpdateMedicaidAccountRequest = z.infer<typeof updateMedicaidAccountRequest>;
export const updateMedicaidAccountResponse = z.object({ message: z.string(), user: currentUser });
export type UpdateMedicaidAccountResponse = z.infer<typeof updateMedicaidAccountResponse>;

// ---------------------------------------------------------------------------------------------
// Phone confirmation: POST /api/user/phone/verify-start, POST /api/user/phone/verify

/** Texts a new code to the profile's cell number; the body is empty. */
export const startPhoneVerificationResponse = z.object({
  message: z.string(),
  /** When the code stops working. */
  expiresAt: z.iso.datetime(),
});
export type StartPhoneVerificationResponse = z.infer<typeof startPhoneVerificationResponse>;

const PHONE_CODE_MESSAGE = `Enter the ${PHONE_CODE_LENGTH}-digit code we texted you`;

export const verifyPhoneRequest = z.object({
  code: z
    .string({ error: PHONE_CODE_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), PHONE_CODE_MESSAGE),
});
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequest>;
export const verifyPhoneResponse = z.object({ message: z.string(), user: currentUser });
export type VerifyPhoneResponse = z.infer<typeof verifyPhoneResponse>;
