import { requestHearingParams, requestHearingRequest } from '@tracker/contracts/http/verifications';
import { parseInput } from '@tracker/kit/http/errors';
import { Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { verificationNotFound } from '../errors.js';
import { listOwnVerifications } from '../use-cases/list-own-verifications.js';
import { requestHearing } from '../use-cases/request-hearing.js';
import { contextOf, requireCaller } from './request-context.js';

/** What the enrollee sees and does: their own requests, and a fair hearing on one. */
export function enrolleeRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.get('/api/verifications', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await listOwnVerifications(deps, caller.userId));
  });

  router.post('/api/verifications/:id/hearing-request', async (req, res) => {
    const caller = requireCaller(req);
    // An id that names no request cannot name the caller's: the same answer as someone else's.
    const params = requestHearingParams.safeParse(req.params);
    if (!params.success) throw verificationNotFound();
    const input = parseInput(requestHearingRequest, req.body ?? {});
    res.json(await requestHearing(deps, caller, params.data.id, input, contextOf(req)));
  });

  return router;
}
