import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tracker/contracts/constants/accounts';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Words people leave in a setting meant to be replaced; refused like common passwords. */
const PLACEHOLDERS = new Set([
  'changeme',
  'changeit',
  'changethis',
  'replaceme',
  'placeholder',
  'setme',
  'fillmein',
  'yourpassword',
  'adminpassword',
  'secret',
]);

/**
 * The forms a guesser tries first: as typed, without separators (`CHANGE-ME` is `changeme`), and
 * without the digits and symbols people append (`Monkey2024!` is `monkey`).
 */
function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const joined = lower.replace(/[^\p{L}\p{N}]/gu, '');
  const stem = joined.replace(/\d+$/, '');
  return [lower, joined, stem];
}

/**
 * True when the password, ignoring case, separators and a trailing number, is a commonly used
 * password or a placeholder such as `CHANGE-ME`.
 */
export function isCommonPassword(password: string): boolean {
  return guessableForms(password).some((form) => commonPasswords().has(form) || PLACEHOLDERS.has(form));
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Enter a password of at least 8 characters';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters';
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
