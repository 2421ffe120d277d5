import { getUserComplianceRequest } from '@tracker/contracts/http/compliance-months';
import { requireAdmin } from '@tracker/kit/security/auth';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ReportingDeps } from '../deps.js';
import { getUserCompliance } from '../use-cases/get-user-compliance.js';
import { readerOf } from './caller.js';

/**
 * The one read of someone else's figures this service serves: a reviewer's view, from the state's
 * side, of a person's determination of the current month. Administrators only, and audited.
 */
export function adminRoutes(deps: ReportingDeps): Router {
  const router = Router();

  router.get('/api/admin/user/:id/compliance', requireAdmin, async (req, res) => {
    const { timezone, language } = parseInput(getUserComplianceRequest, req.query);
    res.json(await getUserCompliance(deps, readerOf(req), req.params.id, timezone, language));
  });

  return router;
}
