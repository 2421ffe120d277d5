import type { CurrentUser, LoginRequest } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** The browser's time zone, kept with the login record; absent when the browser does not say. */
function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Opens a session; answers the signed-in user. */
export function login(credentials: Pick<LoginRequest, 'username' | 'password'>): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/login', { ...credentials, timezone: browserTimezone() });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * The address to offer a new verification link for, when the failure says the account's e-mail is
 * not verified (by its flag or its message) and the answer names the address; otherwise null.
 */
export function unverifiedEmailOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const saysUnverified = error.body.emailNotVerified === true || /not (been )?verified/i.test(error.message);
  const email = error.body.email;
  return saysUnverified && typeof email === 'string' && email.trim() ? email : null;
}
