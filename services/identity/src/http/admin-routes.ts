import { type ListAuditLogRequest, listAuditLogRequest } from '@tracker/contracts/http/admin-audit';
import {
  impersonateRequest,
  changeRequirementRequest,
  userIdParams,
  listUserLoginsRequest,
} from '@tracker/contracts/http/admin-users';
import { parseInput } from '@tracker/kit/http/errors';
import { type Request, type RequestHandler, Router } from 'express';
import type { IdentityDeps } from '../deps.js';
import { adminRequired, notAuthenticated, userNotFound } from '../errors.js';
import { changeRequirement } from '../use-cases/change-requirement.js';
import { deleteUser } from '../use-cases/delete-user.js';
import { getUserProfile } from '../use-cases/get-user-profile.js';
import { impersonate } from '../use-cases/impersonate.js';
import { listAuditLog } from '../use-cases/list-audit-log.js';
import { listLastLogins } from '../use-cases/list-last-logins.js';
import { listUserLogins } from '../use-cases/list-user-logins.js';
import { listUsers } from '../use-cases/list-users.js';
import { makeAdmin } from '../use-cases/make-admin.js';
import { removeAdmin } from '../use-cases/remove-admin.js';
import { resendVerificationAsAdmin } from '../use-cases/resend-verification-as-admin.js';
import { stopImpersonating } from '../use-cases/stop-impersonating.js';
import { callerOf, contextOf } from './request-context.js';
import { setSessionCookie } from './session-cookie.js';

/** Refuses anyone whose session is not an administrator's before any input is looked at. */
const adminSession: RequestHandler = (req, _res, next) => {
  if (!req.auth) throw notAuthenticated();
  if (!req.auth.isAdmin) throw adminRequired();
  next();
};

/** A malformed id names no user: the same 404 as an unknown one. */
function userIdOf(req: Request): string {
  const parsed = userIdParams.safeParse(req.params);
  if (!parsed.success) throw userNotFound();
  return parsed.data.userId;
}

/** The same audit query with the same filters, asking for the page after `cursor`. */
function nextAuditPagePath(req: Request, request: ListAuditLogRequest, cursor: string): string {
  const query = new URLSearchParams();
  for (const name of ['actor', 'subject', 'action', 'from', 'to'] as const) {
    const sent = req.query[name];
    // The filters as the client wrote them: a date stays a date, not the instant it was read as.
    if (typeof sent === 'string' && sent.trim() !== '') query.set(name, sent);
  }
  query.set('limit', String(request.limit));
  query.set('before', cursor);
  return `/api/admin/audit?${query.toString()}`;
}

/** The user calls of Administration. Use cases check the administrator again against the account itself. */
export function adminRoutes(deps: IdentityDeps): Router {
  const router = Router();

  // Open to the impersonation session (not an administrator's), which the use case requires instead.
  router.post('/api/admin/stop-impersonating', async (req, res) => {
    const result = await stopImpersonating(deps, callerOf(req), contextOf(req));
    setSessionCookie(res, deps, result.token);
    res.json({ message: 'Impersonation stopped', user: result.user });
  });

  router.use('/api/admin', adminSession);

  router.get('/api/admin/users', async (req, res) => {
    res.json(await listUsers(deps, callerOf(req)));
  });

  router.get('/api/admin/last-logins', async (req, res) => {
    res.json(await listLastLogins(deps, callerOf(req)));
  });

  router.get('/api/admin/user-logins/:userId', async (req, res) => {
    const userId = userIdOf(req);
    const { limit } = parseInput(listUserLoginsRequest, req.query);
    res.json(await listUserLogins(deps, callerOf(req), userId, limit, contextOf(req)));
  });

  router.post('/api/admin/impersonate/:userId', async (req, res) => {
    const userId = userIdOf(req);
    const { reason } = parseInput(impersonateRequest, req.body ?? {});
    const result = await impersonate(deps, callerOf(req), userId, reason, contextOf(req));
    setSessionCookie(res, deps, result.token);
    res.json({ message: `You are now viewing the app as ${result.user.username}.`, user: result.user });
  });

  router.post('/api/admin/make-admin/:userId', async (req, res) => {
    res.json(await makeAdmin(deps, callerOf(req), userIdOf(req), contextOf(req)));
  });

  router.post('/api/admin/remove-admin/:userId', async (req, res) => {
    res.json(await removeAdmin(deps, callerOf(req), userIdOf(req), contextOf(req)));
  });

  router.delete('/api/admin/delete-user/:userId', async (req, res) => {
    res.json(await deleteUser(deps, callerOf(req), userIdOf(req), contextOf(req)));
  });

  router.post('/api/admin/resend-verification/:userId', async (req, res) => {
    res.json(await resendVerificationAsAdmin(deps, callerOf(req), userIdOf(req), contextOf(req)));
  });

  router.get('/api/admin/audit', async (req, res) => {
    const request = parseInput(listAuditLogRequest, req.query);
    const page = await listAuditLog(deps, callerOf(req), request);
    if (page.nextCursor) {
      res.setHeader('Link', `<${nextAuditPagePath(req, request, page.nextCursor)}>; rel="next"`);
    }
    res.json(page.entries);
  });

  router.patch('/api/admin/user/:userId/requirement', async (req, res) => {
    const userId = userIdOf(req);
    const input = parseInput(changeRequirementRequest, req.body ?? {});
    res.json(await changeRequirement(deps, callerOf(req), userId, input, contextOf(req)));
  });

  router.get('/api/admin/user/:userId', async (req, res) => {
    res.json(await getUserProfile(deps, callerOf(req), userIdOf(req), contextOf(req)));
  });

  return router;
}
