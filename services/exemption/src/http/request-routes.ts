import { requestExemptionRequest, updateUserExemptionRequest } from '@tracker/contracts/http/exemptions';
import { parseInput } from '@tracker/kit/http/errors';
import { readFields, readSingleFile } from '@tracker/kit/storage/multipart';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { exemptionForCaller } from '../use-cases/shared/access.js';
import { requestExemption } from '../use-cases/request-exemption.js';
import { deleteUserExemption } from '../use-cases/delete-user-exemption.js';
import { listUserExemptions } from '../use-cases/list-user-exemptions.js';
import { resubmitUserExemption } from '../use-cases/resubmit-user-exemption.js';
import { updateUserExemption } from '../use-cases/update-user-exemption.js';
import { contextOf, requireCaller } from './request-context.js';

/** The type an edit names, if it names one (the form may send the unchanged type back). */
function namedTypeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).medicaidExemptionId;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return undefined;
  }
  return typeof value === 'string' ? value.trim() : JSON.stringify(value);
}

/** The enrollee's requests: list, ask (multipart with an optional file), edit, delete, resubmit. */
export function requestRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/user-exemptions', async (req, res) => {
    res.json(await listUserExemptions(deps, requireCaller(req), contextOf(req)));
  });

  router.post('/api/user-exemptions', async (req, res) => {
    const caller = requireCaller(req);
    const file = await readSingleFile(req, res);
    const input = parseInput(requestExemptionRequest, req.body ?? {});
    res.status(201).json(await requestExemption(deps, caller, input, file, contextOf(req)));
  });

  router.put('/api/user-exemptions/:id', async (req, res) => {
    const caller = requireCaller(req);
    // Someone else's request is refused before its body is looked at.
    await exemptionForCaller(deps.db.knex, caller, req.params.id);
    await readFields(req, res);
    const body: unknown = req.body ?? {};
    const input = parseInput(updateUserExemptionRequest, body);
    res.json(
      await updateUserExemption(deps, caller, req.params.id, input, namedTypeOf(body), contextOf(req)),
    );
  });

  router.delete('/api/user-exemptions/:id', async (req, res) => {
    await deleteUserExemption(deps, requireCaller(req), req.params.id, contextOf(req));
    res.status(204).end();
  });

  router.patch('/api/user-exemptions/:id/resubmit', async (req, res) => {
    res.json(await resubmitUserExemption(deps, requireCaller(req), req.params.id, contextOf(req)));
  });

  return router;
}
