import { createServiceApp } from '@tracker/kit/http/service-app';
import type express from 'express';
import type { IdentityDeps } from './deps.js';
import { accountRoutes } from './http/account-routes.js';
import { adminRoutes } from './http/admin-routes.js';

/** The identity HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: IdentityDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer of this service is about a person's account.
    cacheControl: 'no-store',
    jsonLimit: '32kb',
    routes: [accountRoutes(deps), adminRoutes(deps)],
  });
}
