import { PHONE_DIGITS } from '../constants/accounts.js';

// Identity's plain values, kept apart from the schemas so a browser page can use them without
// downloading zod.

export const REGISTRATION_MESSAGE =
  'Registration successful. Please check your email to verify your account.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Your email address has not been verified.';
export const RESEND_VERIFICATION_MESSAGE = 'If that email needs verification, a new link has been sent.';
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, a reset link has been sent.';

/**
 * Normalises a US cell number to `ddd-ddd-dddd`: keeps the digits, drops a leading 1 of an 11-digit
 * number, and returns null unless exactly 10 digits remain.
 */
export function normalizeCellNumber(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== PHONE_DIGITS) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
