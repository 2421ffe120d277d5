import type { Logger } from '@tracker/kit/runtime/logger';
import type { ReadAlong } from '@tracker/kit/security/rate-limit';
import type { Session, SessionStore, SessionTouch } from '@tracker/kit/security/sessions';
import {
  SESSION_COOKIE,
  type SessionClaims,
  type SessionKeys,
  verifySessionToken,
} from '@tracker/kit/security/tokens';
import { parse as parseCookies } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayRequest } from './api-request.js';
import { sendMessage } from './json-response.js';

type SessionCheckOptions = {
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  /** Whether the app is served over https, so the clearing cookie carries `Secure` like the original. */
  secureCookies: boolean;
};

/** What the read sent along with the request's other commands returned, or how it failed. */
export type ReadOutcome = { value: string | null } | { error: unknown };

/**
 * A request's session credentials, verified and ready to be checked against the store. `read` is the
 * one session read to send along with the request's rate-limit count (one round trip for both);
 * `finish` checks every credential with what that read returned and removes the dead ones.
 */
export type PreparedCheck = {
  read: ReadAlong | undefined;
  /** False when the session store could not be asked and the request was refused (503). */
  finish(req: GatewayRequest, res: ServerResponse, outcome: ReadOutcome): Promise<boolean>;
};

/** A credential: the claims of a token whose signature and expiry hold, and its session's touch. */
type Credential = { claims: SessionClaims; touch: SessionTouch } | undefined;

class SessionStoreUnavailable extends Error {}

const bearerScheme = /^bearer(?:\s|$)/i;

/** A request without session credentials (or whose credentials are not checked): nothing to read. */
export const nothingToCheck: PreparedCheck = {
  read: undefined,
  finish: async () => true,
};

/**
 * Lets a request reach a service only with a session that is still alive: the token's signature and
 * expiry, then the session itself (revocation, idle and absolute timeouts; a live one gets its idle
 * timeout refreshed by the read). A dead session cookie is removed from the forwarded request and
 * cleared in the browser, a dead bearer token removed. When the session store cannot be asked, a
 * request carrying a session is refused rather than passed on unchecked; a token that fails
 * verification is dropped without asking the store.
 */
export function sessionCheck(options: SessionCheckOptions) {
  const clearingCookie = [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secureCookies ? ['Secure'] : []),
  ].join('; ');

  async function verified(token: string): Promise<Credential> {
    let claims: SessionClaims;
    try {
      claims = await verifySessionToken(options.keys, token);
    } catch {
      return undefined;
    }
    const touch = options.sessions.planTouch(claims.sid);
    return touch === null ? undefined : { claims, touch };
  }

  /** Whether the credential's session is live, from the batched read or, for a second credential, its own. */
  async function isLive(credential: Credential, outcome: ReadOutcome | undefined): Promise<boolean> {
    if (credential === undefined) return false;
    let session: Session | null;
    try {
      if (outcome === undefined) {
        session = await options.sessions.touch(credential.claims.sid);
      } else if ('error' in outcome) {
        throw outcome.error;
      } else {
        session = await credential.touch.settle(outcome.value);
      }
    } catch (error) {
      throw new SessionStoreUnavailable('session store unavailable', { cause: error });
    }
    const { claims } = credential;
    return (
      session !== null &&
      session.userId === claims.sub &&
      session.isAdmin === claims.adm &&
      (session.actorId ?? undefined) === (claims.act ?? undefined)
    );
  }

  function refuseUnchecked(req: GatewayRequest, res: ServerResponse, error: unknown): void {
    options.logger.error({ err: error, path: req.path }, 'session store unreachable; refusing a session');
    sendMessage(
      res,
      503,
      'SERVICE_UNAVAILABLE',
      'Service temporarily unavailable. Please try again shortly.',
    );
  }

  return {
    /** Reads and verifies the request's credentials; nothing is asked of the store yet. */
    async prepare(req: IncomingMessage): Promise<PreparedCheck> {
      const cookieToken = readSessionCookie(req);
      const bearerToken = readBearerToken(req);
      if (cookieToken === undefined && bearerToken === undefined) return nothingToCheck;
      const cookie = cookieToken === undefined ? undefined : await verified(cookieToken);
      const bearer =
        bearerToken === undefined || bearerToken === '' ? undefined : await verified(bearerToken);
      // The cookie's session travels with the rate-limit count; a bearer token's only when there is no
      // cookie to check (a request carrying both pays a second round trip for the second).
      const batched = cookie ?? bearer;
      return {
        read: batched && { key: batched.touch.key, ttlMs: batched.touch.ttlMs },
        async finish(request, res, outcome) {
          const outcomeFor = (credential: Credential) => (credential === batched ? outcome : undefined);
          try {
            if (cookieToken !== undefined && !(await isLive(cookie, outcomeFor(cookie)))) {
              removeSessionCookie(request);
              appendSetCookie(res, clearingCookie);
            }
            if (bearerToken !== undefined && !(await isLive(bearer, outcomeFor(bearer)))) {
              delete request.headers.authorization;
            }
          } catch (error) {
            if (!(error instanceof SessionStoreUnavailable)) throw error;
            refuseUnchecked(request, res, error);
            return false;
          }
          return true;
        },
      };
    },
  };
}

export type SessionChecker = ReturnType<typeof sessionCheck>;

/** Adds a cookie to those the answer already sets, as express's `res.append('Set-Cookie', …)`. */
function appendSetCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader('set-cookie');
  if (current === undefined) res.setHeader('set-cookie', cookie);
  else res.setHeader('set-cookie', [...(Array.isArray(current) ? current : [String(current)]), cookie]);
}

function readSessionCookie(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined || header === '') return undefined;
  return parseCookies(header)[SESSION_COOKIE];
}

/** The bearer token, or '' for a bearer header too malformed to check (it is dropped, not passed on). */
function readBearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization?.trim();
  if (header === undefined || !bearerScheme.test(header)) return undefined;
  const token = header.slice('bearer'.length).trim();
  return /\s/.test(token) ? '' : token;
}

/** Drops every cookie named like the session cookie and keeps the others byte for byte. */
function removeSessionCookie(req: IncomingMessage): void {
  const kept = (req.headers.cookie ?? '')
    .split(';')
    .filter((pair) => pair.split('=', 1)[0]?.trim() !== SESSION_COOKIE)
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  if (kept.length === 0) delete req.headers.cookie;
  else req.headers.cookie = kept.join('; ');
}
