import { parse as parseCookie } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { adminRequired, notAuthenticated } from '../http/refusals.js';
import type { SessionStore } from './sessions.js';
import { SESSION_COOKIE, type SessionClaims, type SessionKeys, verifySessionToken } from './tokens.js';

/** Who is calling, as established by `authenticate` from a verified session token. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** The administrator behind an impersonation session. */
  actorId?: string;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by `authenticate` for a valid session; undefined for anonymous callers. */
      auth?: AuthContext;
    }
  }
}

/** The session token from the session cookie, else from `Authorization: Bearer`. */
export function sessionTokenOf(req: Request): string | undefined {
  const cookieHeader = req.headers.cookie;
  if (cookieHeader) {
    const fromCookie = parseCookie(cookieHeader)[SESSION_COOKIE];
    if (fromCookie) return fromCookie;
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Middleware: verifies the session token and, with `sessions`, that the session is still live and
 * belongs to the token's user (and impersonator), then sets `req.auth`. Any failure leaves `req.auth`
 * undefined; identity headers sent by a client are never read.
 */
export function authenticate(options: { keys: SessionKeys; sessions?: SessionStore }): RequestHandler {
  const { keys, sessions } = options;
  return async (req, _res, next) => {
    req.auth = undefined;
    const token = sessionTokenOf(req);
    if (token === undefined) {
      next();
      return;
    }
    let claims: SessionClaims;
    try {
      claims = await verifySessionToken(keys, token);
    } catch (error) {
      req.log?.debug({ err: error }, 'session token refused');
      next();
      return;
    }
    let isAdmin = claims.adm;
    if (sessions) {
      try {
        const session = await sessions.get(claims.sid);
        if (session === null || session.userId !== claims.sub || session.actorId !== claims.act) {
          next();
          return;
        }
        // The stored session is the server's own record; a token never grants more than it.
        isAdmin = isAdmin && session.isAdmin;
      } catch (error) {
        req.log?.warn({ err: error }, 'session store unreachable; treating the caller as anonymous');
        next();
        return;
      }
    }
    const auth: AuthContext = { userId: claims.sub, sessionId: claims.sid, isAdmin };
    if (claims.act !== undefined) auth.actorId = claims.act;
    req.auth = auth;
    next();
  };
}

/** Refuses anonymous callers with 401 `Not authenticated`. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (req.auth === undefined) throw notAuthenticated();
  next();
};

/** Refuses anonymous callers with 401 and non-administrators with 403 `Admin access required`. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.auth === undefined) throw notAuthenticated();
  if (!req.auth.isAdmin) throw adminRequired();
  next();
};
