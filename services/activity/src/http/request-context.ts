import type { Request } from 'express';
import type { Caller } from '../domain/access.js';
import type { RequestContext } from '../deps.js';
import { notAuthenticated } from '../errors.js';

/** Where the request came from; `req.ip` honours only the proxies the app trusts. */
export function contextOf(req: Request): RequestContext {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, correlationId: req.correlationId };
}

/** The authenticated caller, as the kit's `authenticate` established it; 401 for anyone else. */
export function requireCaller(req: Request): Caller {
  if (!req.auth) throw notAuthenticated();
  return req.auth;
}
