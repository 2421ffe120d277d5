import { rulesOf } from '@tracker/contracts/http/rules';
import { personProfile } from '@tracker/contracts/rules/profiles/person-profile';
import { Router } from 'express';
import type { ReportingDeps } from '../deps.js';

/**
 * The rule profile the system runs on, as months are judged by it: with the activity types and the
 * reporting day a deployment's older settings may still override, so the forms' date window and the
 * words about what counts are the server's. Public, to anyone signed in or not: the rules are the same
 * for everyone and say nothing about anyone, and the sign-in and registration pages explain them too.
 */
export function rulesRoutes(deps: ReportingDeps): Router {
  const router = Router();
  router.get('/api/rules', (_req, res) => {
    const { settings } = deps;
    res.json(rulesOf(personProfile({ ...settings, reportingDay: settings.reportDeadlineDay }, undefined)));
  });

  return router;
}
