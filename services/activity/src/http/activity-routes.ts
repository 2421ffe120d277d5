import {
  createActivityRequest,
  isActivityEdit,
  type ListActivitiesRequest,
  listActivitiesRequest,
  updateActivityRequest,
} from '@tracker/contracts/http/activities';
import { TOTAL_COUNT_HEADER } from '@tracker/contracts/constants';
import { parseInput } from '@tracker/kit/http-errors';
import { Router } from 'express';
import type { ActivityDeps } from '../deps.js';
import { deleteActivity } from '../use-cases/delete-activity.js';
import { findActivityForCaller } from '../use-cases/find-activity-for-caller.js';
import { getActivity } from '../use-cases/get-activity.js';
import { listActivities } from '../use-cases/list-activities.js';
import { logActivity } from '../use-cases/log-activity.js';
import { updateActivity } from '../use-cases/update-activity.js';
import { readSingleFile } from '@tracker/kit/multipart';
import { contextOf, requireCaller } from './request-context.js';

/** The same list call with the same filters, asking for the page after `cursor`. */
function nextPagePath(request: ListActivitiesRequest, cursor: string): string {
  const query = new URLSearchParams({ limit: String(request.limit), before: cursor });
  if (request.type) query.set('type', request.type);
  if (request.q) query.set('q', request.q);
  return `/api/activities?${query.toString()}`;
}

/** The activity calls: list, read, log (multipart with an optional file), edit, delete. */
export function activityRoutes(deps: ActivityDeps): Router {
  const router = Router();

  router.get('/api/activities', async (req, res) => {
    const caller = requireCaller(req);
    const request = parseInput(listActivitiesRequest, req.query);
    const page = await listActivities(deps, caller, request, contextOf(req));
    res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    if (page.nextCursor) res.setHeader('Link', `<${nextPagePath(request, page.nextCursor)}>; rel="next"`);
    res.json(page.activities);
  });

  router.get('/api/activities/:id', async (req, res) => {
    res.json(await getActivity(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  router.post('/api/activities', async (req, res) => {
    const caller = requireCaller(req);
    const file = await readSingleFile(req, res);
    const input = parseInput(createActivityRequest, req.body ?? {});
    res.status(201).json(await logActivity(deps, caller, input, file, contextOf(req)));
  });

  router.patch('/api/activities/:id', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's activity is refused before any upload is read.
    await findActivityForCaller(deps, caller, req.params.id);
    const file = await readSingleFile(req, res);
    const body: unknown = req.body ?? {};
    // A part with nothing but a file is the edit screen's upload; anything else is an edit.
    const edit = isActivityEdit(body) || !file ? parseInput(updateActivityRequest, body) : undefined;
    res.json(await updateActivity(deps, caller, req.params.id, { edit, file }, contextOf(req)));
  });

  router.delete('/api/activities/:id', async (req, res) => {
    await deleteActivity(deps, requireCaller(req), req.params.id, contextOf(req));
    res.status(204).end();
  });

  return router;
}
