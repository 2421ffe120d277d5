import {
  logActivityRequest,
  isActivityEdit,
  type ListActivitiesRequest,
  listActivitiesRequest,
  removeActivityAttachmentRequest,
  updateActivityRequest,
} from '@tracker/contracts/http/activities';
import { TOTAL_COUNT_HEADER } from '@tracker/contracts/constants/screens';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ActivityDeps } from '../deps.js';
import { deleteAttachment } from '../use-cases/delete-attachment.js';
import { deleteRecord } from '../use-cases/delete-record.js';
import { findRecordForCaller } from '../use-cases/shared/record-access.js';
import { getActivity } from '../use-cases/get-activity.js';
import { listActivities } from '../use-cases/list-activities.js';
import { logActivity } from '../use-cases/log-activity.js';
import { ACTIVITIES } from '../use-cases/shared/activity-kind.js';
import { updateActivity } from '../use-cases/update-activity.js';
import { readSingleFile } from '@tracker/kit/storage/multipart';
import { entryWriteContextOf } from './entry-write-context.js';
import { contextOf, requireCaller } from './request-context.js';

/** The same list call with the same filters, asking for the page after `cursor`. */
function nextPagePath(request: ListActivitiesRequest, cursor: string): string {
  const query = new URLSearchParams({ limit: String(request.limit), before: cursor });
  if (request.type) query.set('type', request.type);
  if (request.q) query.set('q', request.q);
  return `/api/activities?${query.toString()}`;
}

/**
 * The activity calls: list, read, log (multipart with an optional file), edit, delete, and the
 * removal of an attachment named in a JSON body (its other calls are the shared attachment routes).
 */
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
    const input = parseInput(logActivityRequest, req.body ?? {});
    const entry = entryWriteContextOf(deps, req);
    res.status(201).json(await logActivity(deps, caller, input, file, contextOf(req), entry));
  });

  router.patch('/api/activities/:id', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's activity is refused before any upload is read.
    await findRecordForCaller(ACTIVITIES, deps, caller, req.params.id);
    const file = await readSingleFile(req, res);
    const body: unknown = req.body ?? {};
    // A part with nothing but a file is the edit screen's upload; anything else is an edit.
    const edit = isActivityEdit(body) || !file ? parseInput(updateActivityRequest, body) : undefined;
    const entry = entryWriteContextOf(deps, req);
    res.json(await updateActivity(deps, caller, req.params.id, { edit, file }, contextOf(req), entry));
  });

  router.delete('/api/activities/:id', async (req, res) => {
    const caller = requireCaller(req);
    const entry = entryWriteContextOf(deps, req);
    await deleteRecord(ACTIVITIES, deps, caller, req.params.id, contextOf(req), entry);
    res.status(204).end();
  });

  router.delete('/api/activities/:id/remove-attachment', async (req, res) => {
    const caller = requireCaller(req);
    await findRecordForCaller(ACTIVITIES, deps, caller, req.params.id);
    const { attachmentId } = parseInput(removeActivityAttachmentRequest, req.body ?? {});
    await deleteAttachment(ACTIVITIES, deps, caller, req.params.id, attachmentId, contextOf(req));
    res.status(204).end();
  });

  return router;
}
