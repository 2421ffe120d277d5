import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tracker/contracts/constants/accounts';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { Request } from 'express';
import { adminRequired, notAuthenticated } from '../errors.js';
import type { Acting } from '../use-cases/shared/audit.js';
import type { Reader } from '../use-cases/shared/notification-view.js';

/** The authenticated caller, as the kit's `authenticate` established it; 401 for anyone else. */
export function requireCaller(req: Request): AuthContext {
  if (!req.auth) throw notAuthenticated();
  return req.auth;
}

/** An administrator; 401 for anonymous callers, 403 for everyone else. */
export function requireAdminCaller(req: Request): AuthContext {
  const caller = requireCaller(req);
  if (!caller.isAdmin) throw adminRequired();
  return caller;
}

/** The signed-in caller acting on their own records, with what the audit trail keeps of the request. */
export function actingOf(req: Request): Acting {
  return {
    caller: requireCaller(req),
    request: {
      ip: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
      correlationId: req.correlationId,
    },
  };
}

/** The caller as a reader of notifications, with the browser's language for an account not yet known here. */
export function readerOf(req: Request): Reader {
  const acting = actingOf(req);
  const accepted = req.acceptsLanguages(...LANGUAGES);
  const fallbackLanguage = (accepted || DEFAULT_LANGUAGE) as Language;
  return { ...acting, fallbackLanguage };
}
