import { isUndeletable, undeletableMessage } from '../domain/admin-rules.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { notAuthenticated, notWhileImpersonating, undeletableUser } from '../errors.js';
import { appendAudit } from '../store/audit-log.js';
import { recordUserDeleted } from '../store/events.js';
import { deleteUser, findUserById } from '../store/users.js';

/**
 * Deletes the caller's own account with its tokens and login records (the audit trail stays),
 * tells other services, and ends every session of it.
 */
export async function deleteAccount(deps: IdentityDeps, caller: Caller, ctx: RequestContext): Promise<void> {
  if (caller.actorId !== undefined) throw notWhileImpersonating();
  await deps.db.knex.transaction(async (trx) => {
    const found = await findUserById(trx, caller.userId, { forUpdate: true });
    if (!found) throw notAuthenticated();
    if (isUndeletable(found.user.username)) throw undeletableUser(undeletableMessage());
    await deleteUser(trx, found.user.id);
    await appendAudit(trx, {
      actorId: found.user.id,
      subjectId: found.user.id,
      action: 'account.deleted',
      detail: { username: found.user.username },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await recordUserDeleted(trx, found.user.id, ctx.correlationId);
  });
  deps.nudgeOutbox();
  await deps.sessions.revokeAllForUser(caller.userId);
}
