import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { authenticate } from '../security/auth.js';

// Re-exported so a service importing only this module still sees `req.auth` (declared in auth.ts).
export type { AuthContext } from '../security/auth.js';
import { errorHandler, notFoundHandler } from './errors.js';
import { requestContext } from '../runtime/logger.js';
import type { SessionStore } from '../security/sessions.js';
import type { SessionKeys } from '../security/tokens.js';

export interface ServiceAppOptions {
  logger: Logger;
  /** Verify session tokens (and, with `sessions`, that the session is alive) for every request. */
  auth?: { keys: SessionKeys; sessions?: SessionStore };
  /** The `Cache-Control` of every answer: personal data is never kept by a shared cache. */
  cacheControl?: string;
  /** Largest JSON body; omit for a service that takes no JSON. */
  jsonLimit?: string;
  routes: RequestHandler[];
}

/**
 * A service's HTTP app, without `listen`: request ids and logging, the proxy trust of a service behind
 * the gateway, caching policy, JSON bodies, authentication, the routes, then JSON 404 and error mapping.
 */
export function createServiceApp(options: ServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers are personal and never stored (`no-store`), so no client revalidates them: an ETag would
  // only cost a hash of every body.
  app.set('etag', false);
  // Only a proxy on this machine or the private network (the gateway) may name the client's address.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(requestContext(options.logger));
  const { cacheControl } = options;
  if (cacheControl) {
    app.use((_req, res, next) => {
      res.setHeader('Cache-Control', cacheControl);
      next();
    });
  }
  if (options.jsonLimit) app.use(express.json({ limit: options.jsonLimit }));
  if (options.auth) app.use(authenticate(options.auth));
  for (const route of options.routes) app.use(route);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
