import type { SessionStore } from '@tracker/kit/sessions';
import { SESSION_COOKIE, type SessionKeys, verifySessionToken } from '@tracker/kit/tokens';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '@tracker/kit/logger';
import { sendMessage } from './json-response.js';

type SessionCheckOptions = {
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  /** Whether the app is served over https, so the clearing cookie carries `Secure` like the original. */
  secureCookies: boolean;
};

class SessionStoreUnavailable extends Error {}

const bearerScheme = /^bearer(?:\s|$)/i;

/**
 * Lets a request reach a service only with a session that is still alive: the token's signature and
 * expiry, then the session itself (revocation, idle and absolute timeouts; a live one gets its idle
 * timeout refreshed). A dead session cookie is removed from the forwarded request and cleared in the
 * browser. When the session store cannot be asked, a request carrying a session is refused rather than
 * passed on unchecked.
 */
export function sessionCheck(options: SessionCheckOptions): RequestHandler {
  const clearingCookie = [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secureCookies ? ['Secure'] : []),
  ].join('; ');

  async function isLive(token: string): Promise<boolean> {
    let claims: Awaited<ReturnType<typeof verifySessionToken>>;
    try {
      claims = await verifySessionToken(options.keys, token);
    } catch {
      return false;
    }
    let session: Awaited<ReturnType<SessionStore['touch']>>;
    try {
      session = await options.sessions.touch(claims.sid);
    } catch (error) {
      throw new SessionStoreUnavailable('session store unavailable', { cause: error });
    }
    return (
      session !== null &&
      session.userId === claims.sub &&
      session.isAdmin === claims.adm &&
      (session.actorId ?? undefined) === (claims.act ?? undefined)
    );
  }

  function refuseUnchecked(req: Request, res: Response, error: unknown): void {
    options.logger.error({ err: error, path: req.path }, 'session store unreachable; refusing a session');
    sendMessage(res, 503, 'Service temporarily unavailable. Please try again shortly.');
  }

  return async (req, res, next) => {
    const cookieToken = readSessionCookie(req);
    const bearerToken = readBearerToken(req);
    try {
      if (cookieToken !== undefined && !(await isLive(cookieToken))) {
        removeSessionCookie(req);
        res.append('Set-Cookie', clearingCookie);
      }
      if (bearerToken !== undefined && (bearerToken === '' || !(await isLive(bearerToken)))) {
        delete req.headers.authorization;
      }
    } catch (error) {
      if (error instanceof SessionStoreUnavailable) return refuseUnchecked(req, res, error);
      throw error;
    }
    next();
  };
}

function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined || header === '') return undefined;
  return parseCookies(header)[SESSION_COOKIE];
}

/** The bearer token, or '' for a bearer header too malformed to check (it is dropped, not passed on). */
function readBearerToken(req: Request): string | undefined {
  const header = req.headers.authorization?.trim();
  if (header === undefined || !bearerScheme.test(header)) return undefined;
  const token = header.slice('bearer'.length).trim();
  return /\s/.test(token) ? '' : token;
}

/** Drops every cookie named like the session cookie and keeps the others byte for byte. */
function removeSessionCookie(req: Request): void {
  const kept = (req.headers.cookie ?? '')
    .split(';')
    .filter((pair) => pair.split('=', 1)[0]?.trim() !== SESSION_COOKIE)
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  if (kept.length === 0) delete req.headers.cookie;
  else req.headers.cookie = kept.join('; ');
}
