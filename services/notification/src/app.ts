import { createServiceApp } from '@tracker/kit/http/service-app';
import type express from 'express';
import type { NotificationDeps } from './deps.js';
import { feedbackRoutes } from './http/feedback-routes.js';
import { notificationRoutes } from './http/notification-routes.js';
import { smsRoutes } from './http/sms-routes.js';

/** The notification service's HTTP app, without `listen`, so tests and the embedded launcher can mount it. */
export function createApp(deps: NotificationDeps): express.Express {
  return createServiceApp({
    logger: deps.logger,
    auth: { keys: deps.keys, sessions: deps.sessions },
    // Notifications and feedback are personal; the webhook's answer is for one text only.
    cacheControl: 'no-store',
    jsonLimit: '32kb',
    routes: [smsRoutes(deps), notificationRoutes(deps), feedbackRoutes(deps)],
  });
}
