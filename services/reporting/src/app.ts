import { authenticate } from '@tracker/kit/auth';
import { errorHandler, notFoundHandler } from '@tracker/kit/http-errors';
import { requestContext } from '@tracker/kit/logger';
import express from 'express';
import type { ReportingDeps } from './deps.js';
import { reportRoutes } from './http/report-routes.js';

/** The reporting HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ReportingDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(requestContext(deps.logger));
  // Every answer is one person's figures or report: no shared cache may keep it.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  app.use(authenticate({ keys: deps.keys, sessions: deps.sessions }));
  app.use(reportRoutes(deps));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
