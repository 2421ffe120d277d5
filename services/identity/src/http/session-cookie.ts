import { SESSION_COOKIE, SESSION_TOKEN_TTL_SECONDS } from '@tracker/kit/security/tokens';
import type { CookieOptions, Response } from 'express';
import type { IdentityDeps } from '../deps.js';

function cookieOptions(deps: Pick<IdentityDeps, 'secureCookies'>): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: deps.secureCookies };
}

/** Hands the browser its session token, for as long as a session can live. */
export function setSessionCookie(
  res: Response,
  deps: Pick<IdentityDeps, 'secureCookies'>,
  token: string,
): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(deps), maxAge: SESSION_TOKEN_TTL_SECONDS * 1000 });
}

export function clearSessionCookie(res: Response, deps: Pick<IdentityDeps, 'secureCookies'>): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(deps));
}
