import { createServiceApp } from '@tracker/kit/http/service-app';
import type express from 'express';
import type { ActivityDeps } from './deps.js';
import { activityRoutes } from './http/activity-routes.js';
import { adminRoutes } from './http/admin-routes.js';
import { attachmentRoutes } from './http/attachment-routes.js';
import { incomeRoutes } from './http/income-routes.js';
import { ACTIVITIES } from './use-cases/shared/activity-kind.js';
import { INCOME_RECORDS } from './use-cases/shared/income-kind.js';

/** The activity HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ActivityDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer of this service is about a person's records.
    cacheControl: 'no-store',
    jsonLimit: '32kb',
    routes: [
      attachmentRoutes(deps, ACTIVITIES),
      activityRoutes(deps),
      attachmentRoutes(deps, INCOME_RECORDS),
      incomeRoutes(deps),
      adminRoutes(deps),
    ],
  });
}
