import type { CurrentUser } from '@tracker/contracts/http/identity';

/** Pages anyone may see; returning to one of them after logging in would skip the user's own pages. */
const PUBLIC_PATHS = new Set([
  '/',
  '/resources',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

/**
 * Where a fresh session goes: back to the signed-in page that sent the user to log in, else the
 * administration view for administrators and the dashboard for everyone else. Only same-site paths
 * are followed.
 */
export function loginDestination(user: Pick<CurrentUser, 'isAdmin'>, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    const path = from.split(/[?#]/)[0] ?? from;
    if (!PUBLIC_PATHS.has(path)) return from;
  }
  return user.isAdmin ? '/admin' : '/dashboard';
}
