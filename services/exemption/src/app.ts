import { createServiceApp } from '@tracker/kit/http/service-app';
import type express from 'express';
import type { ExemptionDeps } from './deps.js';
import { attachmentRoutes } from './http/attachment-routes.js';
import { catalogueRoutes } from './http/catalogue-routes.js';
import { noteRoutes } from './http/note-routes.js';
import { requestRoutes } from './http/request-routes.js';
import { reviewRoutes } from './http/review-routes.js';

/** The exemption HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: ExemptionDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Every answer of this service is about a person's records or the staff's catalogue.
    cacheControl: 'no-store',
    jsonLimit: '64kb',
    routes: [
      catalogueRoutes(deps),
      requestRoutes(deps),
      noteRoutes(deps),
      attachmentRoutes(deps),
      reviewRoutes(deps),
    ],
  });
}
