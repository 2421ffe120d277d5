import type { AdminUserProfile, ChangeRequirementRequest } from '@tracker/contracts/http/admin-users';
import { enrollmentStatusOn } from '../domain/age.js';
import { toAdminProfile } from '../domain/user.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { appendAudit } from '../store/audit-log.js';
import { recordUserEvent } from '../store/events.js';
import { type UserChanges, updateUser } from '../store/users.js';
import { beginAdminAction } from './shared/admin-action.js';
import { maskedMedicaidId } from './shared/user-views.js';

/**
 * An administrator sets what decides one person's compliance: their required hours (null returns
 * them to the state's rule), their birthdate (which decides whether the requirement applies) or the
 * state's determination that they are a seasonal worker (whose pay then counts by its average).
 * Audited with the names of what changed; nobody changes their own.
 */
export async function changeRequirement(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  input: ChangeRequirementRequest,
  ctx: RequestContext,
): Promise<AdminUserProfile> {
  const now = deps.now();
  const user = await deps.db.knex.transaction(async (trx) => {
    const { accountableId, subject } = await beginAdminAction(
      deps,
      trx,
      caller,
      'change-requirement',
      userId,
    );
    const changes: UserChanges = {};
    if (input.requiredMonthlyHours !== undefined) {
      changes.requiredHoursSetByAdmin = input.requiredMonthlyHours !== null;
      changes.requiredMonthlyHours = input.requiredMonthlyHours ?? deps.requiredMonthlyHours;
    }
    if (input.birthdate !== undefined) {
      changes.birthdate = input.birthdate;
      changes.enrollmentStatus = input.birthdate
        ? enrollmentStatusOn(input.birthdate, now.toISOString().slice(0, 10))
        : 'Adult';
    }
    if (input.seasonalWorker !== undefined) changes.seasonalWorker = input.seasonalWorker;
    const changed = [
      ...(changes.requiredMonthlyHours !== undefined &&
      (changes.requiredMonthlyHours !== subject.requiredMonthlyHours ||
        changes.requiredHoursSetByAdmin !== subject.requiredHoursSetByAdmin)
        ? ['requiredMonthlyHours']
        : []),
      ...(input.birthdate !== undefined && input.birthdate !== subject.birthdate ? ['birthdate'] : []),
      ...(input.seasonalWorker !== undefined && input.seasonalWorker !== subject.seasonalWorker
        ? ['seasonalWorker']
        : []),
    ];
    const updated = (await updateUser(trx, subject.id, changes))!;
    if (changed.length > 0) {
      await appendAudit(trx, {
        actorId: accountableId,
        subjectId: subject.id,
        action: 'requirement.changed',
        detail: { changes: changed },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      await recordUserEvent(trx, 'updated', updated, ctx.correlationId);
    }
    return updated;
  });
  deps.nudgeOutbox();
  return toAdminProfile(user, maskedMedicaidId(deps, user));
}
