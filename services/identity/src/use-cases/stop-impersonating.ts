import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { notAuthenticated, notImpersonating } from '../errors.js';
import { type IssuedSession, issueSession } from '../session-issuer.js';
import { appendAudit } from '../store/audit-log.js';
import { findUserById } from '../store/users.js';

/**
 * Ends an impersonation: the impersonation session ends and the administrator behind it gets a new
 * session of their own, provided they are still an administrator.
 */
export async function stopImpersonating(
  deps: IdentityDeps,
  caller: Caller | undefined,
  ctx: RequestContext,
): Promise<IssuedSession & { user: { id: string; username: string; isAdmin: boolean } }> {
  if (!caller) throw notAuthenticated();
  if (caller.actorId === undefined) throw notImpersonating();
  const actorId = caller.actorId;
  await deps.sessions.revoke(caller.sessionId);
  await appendAudit(deps.db.knex, {
    actorId,
    subjectId: caller.userId,
    action: 'impersonation.stopped',
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  const admin = (await findUserById(deps.db.knex, actorId))?.user;
  if (!admin?.isAdmin) throw notAuthenticated();
  const session = await issueSession(deps, { userId: admin.id, isAdmin: true });
  return { ...session, user: { id: admin.id, username: admin.username, isAdmin: true } };
}
