import type { Request } from 'express';
import type { Caller, RequestContext } from '../deps.js';
import { notAuthenticated } from '../errors.js';

/** Where the request came from; `req.ip` honours only the proxies the app trusts. */
export function contextOf(req: Request): RequestContext {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null, correlationId: req.correlationId };
}

/** The authenticated caller, if any, as the kit's `authenticate` established it. */
export function callerOf(req: Request): Caller | undefined {
  return req.auth;
}

export function requireCaller(req: Request): Caller {
  if (!req.auth) throw notAuthenticated();
  return req.auth;
}
