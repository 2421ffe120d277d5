import {
  createExemptionTypeRequest,
  reorderExemptionTypesRequest,
  updateExemptionTypeRequest,
} from '@tracker/contracts/http/exemption-types';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { createExemptionType } from '../use-cases/create-exemption-type.js';
import { deleteExemptionType } from '../use-cases/delete-exemption-type.js';
import { listAllExemptionTypes } from '../use-cases/list-all-exemption-types.js';
import { listOfferedExemptionTypes } from '../use-cases/list-offered-exemption-types.js';
import { reorderExemptionTypes } from '../use-cases/reorder-exemption-types.js';
import { updateExemptionType } from '../use-cases/update-exemption-type.js';
import { adminSession, contextOf, requireCaller } from './request-context.js';

/** The exemption catalogue: offered to enrollees, maintained by administrators. */
export function catalogueRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/medicaid-exemptions', async (req, res) => {
    requireCaller(req);
    res.json(await listOfferedExemptionTypes(deps));
  });

  router.get('/api/admin/medicaid-exemptions', adminSession, async (_req, res) => {
    res.json(await listAllExemptionTypes(deps));
  });

  router.post('/api/admin/medicaid-exemptions', adminSession, async (req, res) => {
    const input = parseInput(createExemptionTypeRequest, req.body ?? {});
    res.status(201).json(await createExemptionType(deps, requireCaller(req), input, contextOf(req)));
  });

  // Before the `/:id` routes, so "reorder" is never read as an id.
  router.patch('/api/admin/medicaid-exemptions/reorder', adminSession, async (req, res) => {
    const input = parseInput(reorderExemptionTypesRequest, req.body ?? {});
    res.json(await reorderExemptionTypes(deps, requireCaller(req), input, contextOf(req)));
  });

  router.put('/api/admin/medicaid-exemptions/:id', adminSession, async (req, res) => {
    const input = parseInput(updateExemptionTypeRequest, req.body ?? {});
    res.json(await updateExemptionType(deps, requireCaller(req), req.params.id, input, contextOf(req)));
  });

  router.delete('/api/admin/medicaid-exemptions/:id', adminSession, async (req, res) => {
    await deleteExemptionType(deps, requireCaller(req), req.params.id, contextOf(req));
    res.status(204).end();
  });

  return router;
}
