import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet with a policy that fits the built app: everything from our own origin, nothing inline (the
 * build emits script and style files only), no framing, no plugins. HSTS only when the app is served
 * over https, since a browser would otherwise pin plain-http localhost to https.
 */
export function securityHeaders(appUrl: string): RequestHandler {
  const https = new URL(appUrl).protocol === 'https:';
  return helmet({
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
}
