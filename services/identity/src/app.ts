import { authenticate } from '@tracker/kit/auth';
import { errorHandler, notFoundHandler } from '@tracker/kit/http-errors';
import { requestContext } from '@tracker/kit/logger';
import express from 'express';
import type { IdentityDeps } from './deps.js';
import { accountRoutes } from './http/account-routes.js';
import { adminRoutes } from './http/admin-routes.js';

/** The identity HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: IdentityDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only a proxy on this machine or the private network (the gateway) may name the client's address.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(requestContext(deps.logger));
  // Every answer of this service is about a person's account.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: '32kb' }));
  app.use(authenticate({ keys: deps.keys, sessions: deps.sessions }));
  app.use(accountRoutes(deps));
  app.use(adminRoutes(deps));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
