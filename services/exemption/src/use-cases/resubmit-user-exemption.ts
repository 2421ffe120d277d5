import type { UserExemption } from '@tracker/contracts/http/exemptions';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import { DECISION_FIELDS } from '../domain/audited-fields.js';
import { toUserExemptionResponse } from '../domain/exemption.js';
import { mayTransition } from '../domain/workflow.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { resubmitRefused } from '../errors.js';
import { recordStatusChanged } from '../store/events.js';
import { applyStatusChange } from '../store/user-exemptions.js';
import { auditWrite } from './shared/audit.js';
import { exemptionForCaller } from './shared/access.js';

/** Sends a request that waited on the enrollee back to review; from any other status it is refused. */
export async function resubmitUserExemption(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<UserExemption> {
  const updated = await deps.db.knex.transaction(async (trx) => {
    const { exemption } = await exemptionForCaller(trx, caller, id, { forUpdate: true });
    // Whoever calls it, a resubmission is the requester's answer, with the requester's rule.
    if (!mayTransition('owner', exemption.status, 'under_review')) throw resubmitRefused(exemption.status);
    const changed = await applyStatusChange(trx, exemption.id, {
      status: 'under_review',
      modifiedBy: actingPersonOf(caller),
    });
    await recordStatusChanged(trx, changed, exemption.status, actingPersonOf(caller), ctx.correlationId);
    await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: changed.userId,
        action: 'exemption.resubmitted',
        resourceId: changed.id,
        changes: changedFields(exemption, changed, DECISION_FIELDS),
      },
      ctx,
    );
    return changed;
  });
  deps.nudgeOutbox();
  return toUserExemptionResponse(updated);
}
