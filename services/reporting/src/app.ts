import { createServiceApp } from '@tracker/kit/http/service-app';
import type express from 'express';
import type { ReportingDeps } from './deps.js';
import { adminRoutes } from './http/admin-routes.js';
import { complianceRoutes } from './http/compliance-routes.js';
import { reportRoutes } from './http/report-routes.js';
import { rulesRoutes } from './http/rules-routes.js';

/** The reporting HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ReportingDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer but the rules is one person's figures or report: no shared cache may keep it. The
    // rules are small and change with a restart, so the one policy serves them too.
    cacheControl: 'private, no-store',
    routes: [rulesRoutes(deps), reportRoutes(deps), complianceRoutes(deps), adminRoutes(deps)],
  });
}
