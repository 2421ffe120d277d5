import { getComplianceMonthsRequest } from '@tracker/contracts/http/compliance-months';
import { requireUser } from '@tracker/kit/security/auth';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { ReportingDeps } from '../deps.js';
import { getComplianceMonths } from '../use-cases/get-compliance-months.js';
import { readerOf } from './caller.js';

/**
 * The signed-in person's own determinations, month by month. As with the figures, an administrator
 * reads an enrollee's only by impersonating them, and that read is audited.
 */
export function complianceRoutes(deps: ReportingDeps): Router {
  const router = Router();

  router.get('/api/compliance/months', requireUser, async (req, res) => {
    const { from, to, timezone, language } = parseInput(getComplianceMonthsRequest, req.query);
    res.json(await getComplianceMonths(deps, readerOf(req), { from, to }, timezone, language));
  });

  return router;
}
