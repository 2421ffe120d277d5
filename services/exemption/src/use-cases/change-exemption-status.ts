import type {
  ChangeExemptionStatusRequest,
  ReviewedExemption,
} from '@tracker/contracts/http/exemption-review';
import type { Knex } from 'knex';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { approvalTerms } from '../domain/approval-terms.js';
import { EXEMPTION_REPLY_DAYS } from '@tracker/contracts/constants/screens';
import { REPLY_BY_MAX_DAYS } from '@tracker/contracts/http/work-queue';
import { addDays, formatIsoDate, isoDateIn, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import { DECISION_FIELDS } from '../domain/audited-fields.js';
import { toReviewedExemptionResponse, type UserExemptionRecord } from '../domain/exemption.js';
import { mayTransition } from '../domain/workflow.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { invalidApproval, invalidReplyBy, transitionRefused } from '../errors.js';
import { recordStatusChanged } from '../store/events.js';
import { findExemptionType } from '../store/exemption-types.js';
import { applyStatusChange, type StatusChange } from '../store/user-exemptions.js';
import { auditWrite } from './shared/audit.js';
import { exemptionToReview } from './shared/access.js';

/**
 * The reviewer's reply-by day, from today to `REPLY_BY_MAX_DAYS` ahead (a day already gone would
 * leave the person no time); `EXEMPTION_REPLY_DAYS` from today when none was chosen.
 */
function replyByOf(chosen: string | undefined, today: string): string {
  const latest = formatIsoDate(addDays(parseIsoDate(today), REPLY_BY_MAX_DAYS));
  if (chosen === undefined) return formatIsoDate(addDays(parseIsoDate(today), EXEMPTION_REPLY_DAYS));
  if (chosen < today) throw invalidReplyBy('The reply-by date cannot be in the past');
  if (chosen > latest) {
    throw invalidReplyBy(`The reply-by date must be within ${REPLY_BY_MAX_DAYS} days`);
  }
  return chosen;
}

/**
 * What the change records beside the status. Each change keeps its own message; a reason for a
 * denial is cleared by any other decision, so a request is never shown with a stale one.
 */
async function changeFor(
  trx: Knex.Transaction,
  deps: ExemptionDeps,
  caller: Caller,
  exemption: UserExemptionRecord,
  input: ChangeExemptionStatusRequest,
): Promise<StatusChange> {
  const base = { status: input.status, modifiedBy: actingPersonOf(caller), reviewedBy: caller.userId };
  switch (input.status) {
    case 'under_review':
      return { ...base, denialReason: null };
    case 'waiting_on_enrollee':
      return {
        ...base,
        denialReason: null,
        waitingMessage: input.waitingMessage,
        replyBy: replyByOf(input.replyBy, isoDateIn(deps.timeZone, deps.now())),
      };
    case 'requested':
      return { ...base, denialReason: null, resetMessage: input.resetMessage };
    case 'denied':
      return { ...base, denialReason: input.denialReason };
    case 'approved': {
      const type = await findExemptionType(trx, exemption.medicaidExemptionId);
      if (!type) throw new Error(`Exemption ${exemption.id} has no type`);
      const outcome = approvalTerms(input, exemption, type, isoDateIn(deps.timeZone, deps.now()));
      if (!outcome.ok) throw invalidApproval(outcome.fieldErrors);
      return { ...base, denialReason: null, approval: { approverUserId: caller.userId, ...outcome.terms } };
    }
  }
}

/**
 * An administrator's decision on a request (the route has checked the role): any of their targets
 * from any other status, on anyone's request but their own. Records `exemption.status-changed` and
 * answers the request as the portal shows it.
 */
export async function changeExemptionStatus(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  input: ChangeExemptionStatusRequest,
  ctx: RequestContext,
): Promise<ReviewedExemption> {
  const updated = await deps.db.knex.transaction(async (trx) => {
    const { exemption, role } = await exemptionToReview(trx, caller, id, { forUpdate: true });
    if (!mayTransition(role, exemption.status, input.status)) {
      throw transitionRefused(exemption.status, input.status);
    }
    const changed = await applyStatusChange(
      trx,
      exemption.id,
      await changeFor(trx, deps, caller, exemption, input),
    );
    await recordStatusChanged(trx, changed, exemption.status, caller.userId, ctx.correlationId);
    await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: changed.userId,
        action: 'exemption.status-changed',
        resourceId: changed.id,
        changes: changedFields(exemption, changed, DECISION_FIELDS),
      },
      ctx,
    );
    return changed;
  });
  deps.nudgeOutbox();
  return toReviewedExemptionResponse(updated);
}
