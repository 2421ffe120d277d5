import { createServiceApp } from '@tracker/kit/service-app';
import type express from 'express';
import type { ActivityDeps } from './deps.js';
import { activityRoutes } from './http/activity-routes.js';
import { adminRoutes } from './http/admin-routes.js';
import { attachmentRoutes } from './http/attachment-routes.js';
import { incomeAttachmentRoutes } from './http/income-attachment-routes.js';
import { incomeRoutes } from './http/income-routes.js';

/** The activity HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ActivityDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer of this service is about a person's records.
    cacheControl: 'no-store',
    jsonLimit: '32kb',
    routes: [
      attachmentRoutes(deps),
      activityRoutes(deps),
      incomeAttachmentRoutes(deps),
      incomeRoutes(deps),
      adminRoutes(deps),
    ],
  });
}
