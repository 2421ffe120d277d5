import type { User } from './user.js';

/** The counter of failed logins: the account's id, or the login name when no account has it, so both behave alike. */
export function loginFailureKey(user: User | undefined, loginName: string): string {
  return user ? `user:${user.id}` : `name:${loginName.toLowerCase()}`;
}
