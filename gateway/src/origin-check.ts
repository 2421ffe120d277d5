import type { Handler } from './api-request.js';
import { sendMessage } from './json-response.js';
import { isSignedWebhook } from './signed-webhooks.js';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function requestOrigin(req: Parameters<Handler>[0]): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin;
  // As express's `req.get('referer')`, which also reads the `Referrer` spelling.
  const referer = (req.headers.referrer as string | undefined) || req.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/**
 * Refuses state-changing requests that do not come from the app's own pages: the `Origin` (or, when a
 * browser leaves it out, the `Referer`'s origin) must be exactly `appUrl`'s origin.
 */
export function originCheck(appUrl: string): Handler {
  const allowed = new URL(appUrl).origin;
  return (req, res, next) => {
    if (!stateChangingMethods.has(req.method) || isSignedWebhook(req.path)) return next();
    if (requestOrigin(req) === allowed) return next();
    sendMessage(res, 403, 'CROSS_SITE_REFUSED', 'Cross-site request refused');
  };
}
