import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { appendAudit } from '../store/audit-log.js';
import { recordUserEvent } from '../store/events.js';
import { updateUser } from '../store/users.js';
import { beginAdminAction } from './shared/admin-action.js';

/**
 * Grants administrator rights to a verified user. Their sessions end, so the next login carries the
 * new rights in every service instead of some screens still refusing them.
 */
export async function makeAdmin(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  ctx: RequestContext,
) {
  const subject = await deps.db.knex.transaction(async (trx) => {
    const { accountableId, subject } = await beginAdminAction(deps, trx, caller, 'make-admin', userId);
    const updated = (await updateUser(trx, subject.id, { isAdmin: true }))!;
    await appendAudit(trx, {
      actorId: accountableId,
      subjectId: subject.id,
      action: 'admin.granted',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await recordUserEvent(trx, 'updated', updated, ctx.correlationId);
    return updated;
  });
  deps.nudgeOutbox();
  await deps.sessions.revokeAllForUser(subject.id);
  return { message: `${subject.username} is now an administrator.` };
}
