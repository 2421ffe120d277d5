import { Router, type RequestHandler } from 'express';
import type { ActivityDeps } from '../deps.js';
import { adminRequired, notAuthenticated } from '../errors.js';
import { listUserActivities } from '../use-cases/list-user-activities.js';
import { listUserIncome } from '../use-cases/list-user-income.js';
import { contextOf, requireCaller } from './request-context.js';

/** Refuses anyone whose session is not an administrator's before any input is looked at. */
const adminSession: RequestHandler = (req, _res, next) => {
  if (!req.auth) throw notAuthenticated();
  if (!req.auth.isAdmin) throw adminRequired();
  next();
};

/** The administrator's read-only activity log and pay records of one user. */
export function adminRoutes(deps: ActivityDeps): Router {
  const router = Router();
  router.get('/api/admin/user/:id/activities', adminSession, async (req, res) => {
    res.json(await listUserActivities(deps, requireCaller(req), req.params.id, contextOf(req)));
  });
  router.get('/api/admin/user/:id/income', adminSession, async (req, res) => {
    res.json(await listUserIncome(deps, requireCaller(req), req.params.id, contextOf(req)));
  });
  return router;
}
