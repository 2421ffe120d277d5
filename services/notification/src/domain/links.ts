import { missingToken } from './notification-error.js';

/**
 * Every page an e-mail, a notification or a text can point to. `verifyEmail` and `resetPassword`
 * carry a one-time token.
 */
export type LinkName =
  | 'verifyEmail'
  | 'resetPassword'
  | 'login'
  | 'forgotPassword'
  | 'register'
  | 'dashboard'
  | 'activities'
  | 'profile';

const paths: Record<LinkName, string> = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  login: '/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  dashboard: '/dashboard',
  activities: '/activities',
  profile: '/profile',
};

/** The page's path in the web app, as an in-app notification links to it. */
export function pagePath(name: LinkName): string {
  return paths[name];
}

export const linksNeedingToken: ReadonlySet<LinkName> = new Set(['verifyEmail', 'resetPassword']);

/**
 * The absolute address of a page of the web app. `appUrl` may carry a path prefix
 * (`https://example.org/tracker`), so the page path is appended rather than resolved against it.
 */
export function buildLink(appUrl: string, name: LinkName, token?: string): string {
  const base = appUrl.replace(/\/+$/, '');
  const url = `${base}${paths[name]}`;
  if (!linksNeedingToken.has(name)) return url;
  if (!token) throw missingToken(name);
  return `${url}?token=${encodeURIComponent(token)}`;
}
