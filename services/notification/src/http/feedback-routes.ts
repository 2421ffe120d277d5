import { listFeedbackRequest, sendFeedbackRequest } from '@tracker/contracts/http/notifications';
import { parseInput } from '@tracker/kit/http-errors';
import { Router } from 'express';
import type { NotificationDeps } from '../deps.js';
import { listFeedback, sendFeedback } from '../use-cases/feedback.js';
import { requireAdminCaller, requireCaller } from './caller.js';

/** Feedback from signed-in people, and its list for administrators. */
export function feedbackRoutes(deps: NotificationDeps): Router {
  const router = Router();

  router.post('/api/feedback', async (req, res) => {
    const caller = requireCaller(req);
    const input = parseInput(sendFeedbackRequest, req.body ?? {});
    res.status(201).json(await sendFeedback(deps, caller.userId, input));
  });

  router.get('/api/admin/feedback', async (req, res) => {
    requireAdminCaller(req);
    res.json(await listFeedback(deps, parseInput(listFeedbackRequest, req.query)));
  });

  return router;
}
