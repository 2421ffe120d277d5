import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { adminActionRefused } from '../errors.js';
import { type IssuedSession, issueSession } from '../session-issuer.js';
import { appendAudit } from '../store/audit-log.js';
import { beginAdminAction } from './shared/admin-action.js';

/**
 * Starts an impersonation: the administrator's session ends and a new one for the user begins,
 * carrying the administrator as its actor. The reason they gave is kept in the audit trail.
 */
export async function impersonate(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  reason: string,
  ctx: RequestContext,
): Promise<IssuedSession & { user: { id: string; username: string; isAdmin: boolean } }> {
  // One impersonation at a time, so stopping always leads back to the administrator who started it.
  if (caller?.actorId !== undefined)
    throw adminActionRefused(400, 'Stop impersonating before impersonating someone else.');
  const { admin, subject } = await deps.db.knex.transaction(async (trx) => {
    const started = await beginAdminAction(deps, trx, caller, 'impersonate', userId);
    await appendAudit(trx, {
      actorId: started.admin.id,
      subjectId: started.subject.id,
      action: 'impersonation.started',
      detail: { reason },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return started;
  });
  await deps.sessions.revoke(caller!.sessionId);
  const session = await issueSession(deps, {
    userId: subject.id,
    isAdmin: subject.isAdmin,
    actorId: admin.id,
  });
  return { ...session, user: { id: subject.id, username: subject.username, isAdmin: subject.isAdmin } };
}
