import { rulesOf } from '@tracker/contracts/http/rules';
import { Router } from 'express';
import type { ReportingDeps } from '../deps.js';

/**
 * The rule profile the system runs on. Public, to anyone signed in or not: the rules are the same for
 * everyone and say nothing about anyone, and the sign-in and registration pages explain them too.
 */
export function rulesRoutes(deps: ReportingDeps): Router {
  const router = Router();

  router.get('/api/rules', (_req, res) => {
    res.json(rulesOf(deps.settings.profile));
  });

  return router;
}
