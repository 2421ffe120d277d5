import { Router } from 'express';
import type { ReportingDeps } from '../deps.js';
import { getRules } from '../use-cases/get-rules.js';

/**
 * The rules, public to anyone signed in or not: the sign-in and registration pages explain them too.
 */
export function rulesRoutes(deps: ReportingDeps): Router {
  const router = Router();
  router.get('/api/rules', (_req, res) => {
    res.json(getRules(deps));
  });

  return router;
}
