import type { Request } from 'express';
import { notAuthenticated } from '../errors.js';
import type { Reader } from '../use-cases/shared/audit-read.js';

/**
 * The signed-in person, as the kit's `authenticate` established it from the session, and where the
 * request came from (`req.ip` honours only the proxies the app trusts).
 */
export function readerOf(req: Request): Reader {
  if (!req.auth) throw notAuthenticated();
  return {
    caller: req.auth,
    request: {
      ip: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
      correlationId: req.correlationId,
    },
  };
}
