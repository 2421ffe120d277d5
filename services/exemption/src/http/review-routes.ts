import { changeExemptionStatusRequest } from '@tracker/contracts/http/exemption-review';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ExemptionDeps } from '../deps.js';
import { changeExemptionStatus } from '../use-cases/change-exemption-status.js';
import { exemptionToReview } from '../use-cases/shared/access.js';
import { listAllExemptions } from '../use-cases/list-all-exemptions.js';
import { adminSession, contextOf, requireCaller } from './request-context.js';

/** The State Exemption Portal: every request, and the reviewers' decisions. */
export function reviewRoutes(deps: ExemptionDeps): Router {
  const router = Router();

  router.get('/api/admin/all-exemptions', adminSession, async (req, res) => {
    res.json(await listAllExemptions(deps, requireCaller(req), contextOf(req)));
  });

  router.patch('/api/admin/exemptions/:id/status', adminSession, async (req, res) => {
    const caller = requireCaller(req);
    // Whether the caller may decide is settled before the body is looked at, whatever they send.
    await exemptionToReview(deps.db.knex, caller, req.params.id);
    const input = parseInput(changeExemptionStatusRequest, req.body ?? {});
    res.json(await changeExemptionStatus(deps, caller, req.params.id, input, contextOf(req)));
  });

  return router;
}
