import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tracker/contracts/constants';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** True when the password, ignoring case, is on the list of commonly used passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters';
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
