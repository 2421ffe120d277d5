import { listNotificationsRequest } from '@tracker/contracts/http/notifications';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { NotificationDeps } from '../deps.js';
import { listNotifications } from '../use-cases/list-notifications.js';
import { markAllNotificationsRead } from '../use-cases/mark-all-notifications-read.js';
import { markNotificationRead } from '../use-cases/mark-notification-read.js';
import { readerOf } from './caller.js';

/** The caller's own in-app notifications: list, mark one read, mark all read. */
export function notificationRoutes(deps: NotificationDeps): Router {
  const router = Router();

  router.get('/api/notifications', async (req, res) => {
    const reader = readerOf(req);
    const request = parseInput(listNotificationsRequest, req.query);
    res.json(await listNotifications(deps, reader, request));
  });

  router.patch('/api/notifications/read-all', async (req, res) => {
    res.json(await markAllNotificationsRead(deps, readerOf(req)));
  });

  router.patch('/api/notifications/:id/read', async (req, res) => {
    res.json(await markNotificationRead(deps, readerOf(req), req.params.id));
  });

  return router;
}
