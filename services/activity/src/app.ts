import { authenticate } from '@tracker/kit/auth';
import { errorHandler, notFoundHandler } from '@tracker/kit/http-errors';
import { requestContext } from '@tracker/kit/logger';
import express from 'express';
import type { ActivityDeps } from './deps.js';
import { activityRoutes } from './http/activity-routes.js';
import { adminRoutes } from './http/admin-routes.js';
import { attachmentRoutes } from './http/attachment-routes.js';

/** The activity HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ActivityDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only a proxy on this machine or the private network (the gateway) may name the client's address.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(requestContext(deps.logger));
  // Every answer of this service is about a person's records.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(express.json({ limit: '32kb' }));
  app.use(authenticate({ keys: deps.keys, sessions: deps.sessions }));
  app.use(attachmentRoutes(deps));
  app.use(activityRoutes(deps));
  app.use(adminRoutes(deps));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
