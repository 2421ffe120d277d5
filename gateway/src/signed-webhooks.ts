import type { RequestHandler } from 'express';

// Twilio posts inbound texts here. It sends no Origin and no session; the notification service checks
// the Twilio signature instead, so the browser-facing checks do not apply.
const signedWebhookPaths: ReadonlySet<string> = new Set(['/api/sms/inbound']);

/** True for the paths of webhooks that prove their sender with a signature rather than a session. */
export function isSignedWebhook(path: string): boolean {
  return signedWebhookPaths.has(path);
}

/**
 * Runs `check` for every request except signed webhooks. Those pass on without any session
 * credentials, so nothing unchecked reaches the service, and a session store outage cannot refuse them.
 */
export function exceptSignedWebhooks(check: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!isSignedWebhook(req.path)) return check(req, res, next);
    delete req.headers.cookie;
    delete req.headers.authorization;
    next();
  };
}
