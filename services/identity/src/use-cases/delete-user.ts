import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { appendAudit } from '../store/audit-log.js';
import { recordUserDeleted } from '../store/events.js';
import { deleteUser as deleteStoredUser } from '../store/users.js';
import { beginAdminAction } from './shared/admin-action.js';

/** Deletes another user's account (never one's own, never demo), keeping the audit trail, and ends their sessions. */
export async function deleteUser(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  ctx: RequestContext,
) {
  const subject = await deps.db.knex.transaction(async (trx) => {
    const { accountableId, subject } = await beginAdminAction(deps, trx, caller, 'delete', userId);
    await deleteStoredUser(trx, subject.id);
    await appendAudit(trx, {
      actorId: accountableId,
      subjectId: subject.id,
      action: 'user.deleted',
      detail: { username: subject.username, email: subject.email },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await recordUserDeleted(trx, subject.id, ctx.correlationId);
    return subject;
  });
  deps.nudgeOutbox();
  await deps.sessions.revokeAllForUser(subject.id);
  return { message: `${subject.username} has been deleted.` };
}
