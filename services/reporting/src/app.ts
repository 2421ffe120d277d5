import { createServiceApp } from '@tracker/kit/service-app';
import type express from 'express';
import type { ReportingDeps } from './deps.js';
import { reportRoutes } from './http/report-routes.js';

/** The reporting HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ReportingDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer is one person's figures or report: no shared cache may keep it.
    cacheControl: 'private, no-store',
    routes: [reportRoutes(deps)],
  });
}
