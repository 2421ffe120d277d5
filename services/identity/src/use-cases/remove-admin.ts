import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { appendAudit } from '../store/audit-log.js';
import { recordUserEvent } from '../store/events.js';
import { updateUser } from '../store/users.js';
import { beginAdminAction } from './shared/admin-action.js';

/** Takes administrator rights away from another verified administrator and ends their sessions at once. */
export async function removeAdmin(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  ctx: RequestContext,
) {
  const subject = await deps.db.knex.transaction(async (trx) => {
    const { accountableId, subject } = await beginAdminAction(deps, trx, caller, 'remove-admin', userId);
    const updated = (await updateUser(trx, subject.id, { isAdmin: false }))!;
    await appendAudit(trx, {
      actorId: accountableId,
      subjectId: subject.id,
      action: 'admin.revoked',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await recordUserEvent(trx, 'updated', updated, ctx.correlationId);
    return updated;
  });
  deps.nudgeOutbox();
  await deps.sessions.revokeAllForUser(subject.id);
  return { message: `${subject.username} is no longer an administrator.` };
}
