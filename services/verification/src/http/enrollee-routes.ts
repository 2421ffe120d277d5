import { Router } from 'express';
import type { VerificationDeps } from '../deps.js';
import { listOwnVerifications } from '../use-cases/list-own-verifications.js';
import { requireCaller } from './request-context.js';

/** What the enrollee sees and does: their own requests. */
export function enrolleeRoutes(deps: VerificationDeps): Router {
  const router = Router();

  router.get('/api/verifications', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await listOwnVerifications(deps, caller.userId));
  });

  return router;
}
