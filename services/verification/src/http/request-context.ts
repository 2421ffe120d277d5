import type { AuthContext } from '@tracker/kit/http/service-app';
import type { Request, RequestHandler } from 'express';
import type { RequestContext } from '../deps.js';
import { adminRequired, notAuthenticated } from '../errors.js';

/** Where the request came from; `req.ip` honours only the proxies the app trusts. */
export function contextOf(req: Request): RequestContext {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, correlationId: req.correlationId };
}

/** The authenticated caller, as the kit's `authenticate` established it; 401 for anyone else. */
export function requireCaller(req: Request): AuthContext {
  if (!req.auth) throw notAuthenticated();
  return req.auth;
}

/** Refuses anyone whose session is not an administrator's before any input is looked at. */
export const adminSession: RequestHandler = (req, _res, next) => {
  if (!req.auth) throw notAuthenticated();
  if (!req.auth.isAdmin) throw adminRequired();
  next();
};
