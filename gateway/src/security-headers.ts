import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Handler } from './api-request.js';

/**
 * Helmet's answer depends only on the options it was built with, so it is worked out once and replayed:
 * its dozen middlewares per request were a measurable share of the gateway's time under load.
 */
function replayed(middleware: RequestHandler): Handler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let finished = false;
  void middleware({} as Request, recorder as unknown as Response, () => {
    finished = true;
  });
  if (!finished) throw new Error('The security headers could not be worked out ahead of requests');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * Helmet with a policy that fits the built app: everything from our own origin, nothing inline (the
 * build emits script and style files only), no framing of the app, no plugins. HSTS only when the app
 * is served over https, since a browser would otherwise pin plain-http localhost to https.
 */
export function securityHeaders(appUrl: string): Handler {
  const https = new URL(appUrl).protocol === 'https:';
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // A reviewer reads a request's PDF inline: the page fetches it and frames a blob: address of
        // its own, since the file's address refuses framing (DENY, sandbox). Nothing else is framed,
        // and 'self' keeps what default-src allowed before.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return replayed(policy);
}
