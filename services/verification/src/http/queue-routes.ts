import {
  assignWorkItemQuery,
  nextWorkItemQuery,
  workItemParams,
  workQueueQuery,
} from '@tracker/contracts/http/work-queue';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { assignWorkQueueItem } from '../use-cases/assign-work-queue-item.js';
import { getWorkQueueItem } from '../use-cases/get-work-queue-item.js';
import { listWorkQueue } from '../use-cases/list-work-queue.js';
import { nextWorkQueueItem } from '../use-cases/next-work-queue-item.js';
import { releaseWorkQueueItem } from '../use-cases/release-work-queue-item.js';
import { adminSession, requireCaller } from './request-context.js';

/** The reviewers' work queue: every case waiting on a person, who works on which, and the next one. */
export function queueRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.get('/api/admin/work-queue', adminSession, async (req, res) => {
    const query = parseInput(workQueueQuery, req.query);
    const page = await listWorkQueue(deps, requireCaller(req).userId, query);
    res.setHeader('X-Total-Count', String(page.total));
    res.json(page);
  });

  router.get('/api/admin/work-queue/next', adminSession, async (req, res) => {
    const query = parseInput(nextWorkItemQuery, req.query);
    res.json(await nextWorkQueueItem(deps, requireCaller(req).userId, query));
  });

  router.get('/api/admin/work-queue/:kind/:id', adminSession, async (req, res) => {
    const item = parseInput(workItemParams, req.params);
    res.json(await getWorkQueueItem(deps, requireCaller(req).userId, item));
  });

  router.post('/api/admin/work-queue/:kind/:id/assign', adminSession, async (req, res) => {
    const item = parseInput(workItemParams, req.params);
    const { take } = parseInput(assignWorkItemQuery, req.query);
    res.json(await assignWorkQueueItem(deps, requireCaller(req).userId, item, { take }));
  });

  router.delete('/api/admin/work-queue/:kind/:id/assign', adminSession, async (req, res) => {
    const item = parseInput(workItemParams, req.params);
    const { take } = parseInput(assignWorkItemQuery, req.query);
    await releaseWorkQueueItem(deps, requireCaller(req).userId, item, { take });
    res.status(204).end();
  });

  return router;
}
