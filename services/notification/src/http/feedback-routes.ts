import { listFeedbackRequest, sendFeedbackRequest } from '@tracker/contracts/http/notifications';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { NotificationDeps } from '../deps.js';
import { listFeedback } from '../use-cases/list-feedback.js';
import { sendFeedback } from '../use-cases/send-feedback.js';
import { actingOf, requireAdminCaller } from './caller.js';

/** Feedback from signed-in people, and its list for administrators. */
export function feedbackRoutes(deps: NotificationDeps): Router {
  const router = Router();

  router.post('/api/feedback', async (req, res) => {
    const acting = actingOf(req);
    const input = parseInput(sendFeedbackRequest, req.body ?? {});
    res.status(201).json(await sendFeedback(deps, acting, input));
  });

  router.get('/api/admin/feedback', async (req, res) => {
    requireAdminCaller(req);
    res.json(await listFeedback(deps, parseInput(listFeedbackRequest, req.query)));
  });

  return router;
}
