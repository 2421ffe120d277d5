import { createServiceApp } from '@tracker/kit/http/service-app';
import type express from 'express';
import type { VerificationDeps } from './deps.js';
import { adminVerificationRoutes } from './http/admin-verification-routes.js';
import { dataMatchRoutes } from './http/data-match-routes.js';
import { analyticsRoutes } from './http/analytics-routes.js';
import { enrolleeRoutes } from './http/enrollee-routes.js';
import { queueRoutes } from './http/queue-routes.js';

/** The verification HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: VerificationDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer names a person's case or the state's data about people.
    cacheControl: 'no-store',
    jsonLimit: '64kb',
    routes: [
      enrolleeRoutes(deps),
      adminVerificationRoutes(deps),
      dataMatchRoutes(deps),
      queueRoutes(deps),
      analyticsRoutes(deps),
    ],
  });
}
