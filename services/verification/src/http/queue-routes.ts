import {
  assignWorkItemQuery,
  getNextWorkItemQuery,
  workItemParams,
  listWorkQueueQuery,
} from '@tracker/contracts/http/work-queue';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { assignWorkItem } from '../use-cases/assign-work-item.js';
import { getWorkItem } from '../use-cases/get-work-item.js';
import { listWorkQueue } from '../use-cases/list-work-queue.js';
import { getNextWorkItem } from '../use-cases/get-next-work-item.js';
import { releaseWorkItem } from '../use-cases/release-work-item.js';
import { adminSession, requireCaller } from './request-context.js';

/** The reviewers' work queue: every case waiting on a person, who works on which, and the next one. */
export function queueRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.get('/api/admin/work-queue', adminSession, async (req, res) => {
    const query = parseInput(listWorkQueueQuery, req.query);
    const page = await listWorkQueue(deps, requireCaller(req).userId, query);
    res.setHeader('X-Total-Count', String(page.total));
    res.json(page);
  });

  router.get('/api/admin/work-queue/next', adminSession, async (req, res) => {
    const query = parseInput(getNextWorkItemQuery, req.query);
    res.json(await getNextWorkItem(deps, requireCaller(req).userId, query));
  });

  router.get('/api/admin/work-queue/:kind/:id', adminSession, async (req, res) => {
    const item = parseInput(workItemParams, req.params);
    res.json(await getWorkItem(deps, requireCaller(req).userId, item));
  });

  router.post('/api/admin/work-queue/:kind/:id/assign', adminSession, async (req, res) => {
    const item = parseInput(workItemParams, req.params);
    const { take } = parseInput(assignWorkItemQuery, req.query);
    res.json(await assignWorkItem(deps, requireCaller(req).userId, item, { take }));
  });

  router.delete('/api/admin/work-queue/:kind/:id/assign', adminSession, async (req, res) => {
    const item = parseInput(workItemParams, req.params);
    const { take } = parseInput(assignWorkItemQuery, req.query);
    await releaseWorkItem(deps, requireCaller(req).userId, item, { take });
    res.status(204).end();
  });

  return router;
}
