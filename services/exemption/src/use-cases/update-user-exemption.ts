import type { UpdateUserExemptionRequest, UserExemption } from '@tracker/contracts/http/exemptions';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import { REQUESTED_TERM_FIELDS } from '../domain/audited-fields.js';
import { toUserExemptionResponse } from '../domain/exemption.js';
import { requestProblems } from '../domain/request-rules.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { requestDoesNotFitType, typeCannotChange } from '../errors.js';
import { findExemptionType } from '../store/exemption-types.js';
import { updateRequestedTerms } from '../store/user-exemptions.js';
import { assertUnlocked, exemptionForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';
import { requestedTermsOf } from '../domain/requested-terms.js';

/**
 * Replaces what the enrollee asked for. The type never changes: a body naming another one is
 * refused. The owner cannot edit once the request is approved or denied.
 */
export async function updateUserExemption(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  input: UpdateUserExemptionRequest,
  namedTypeId: string | undefined,
  ctx: RequestContext,
): Promise<UserExemption> {
  const updated = await deps.db.knex.transaction(async (trx) => {
    const access = await exemptionForCaller(trx, caller, id, { forUpdate: true });
    const { exemption } = access;
    if (namedTypeId !== undefined && namedTypeId !== exemption.medicaidExemptionId) throw typeCannotChange();
    assertUnlocked(access);
    const type = await findExemptionType(trx, exemption.medicaidExemptionId);
    if (!type) throw new Error(`Exemption ${exemption.id} has no type`);
    // The renewal flag was judged when the request was made and cannot be edited.
    const problems = requestProblems({ ...input, isRenewal: false }, type);
    if (problems) throw requestDoesNotFitType(problems);
    const changed = await updateRequestedTerms(
      trx,
      exemption.id,
      requestedTermsOf(input),
      actingPersonOf(caller),
    );
    const audited = await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: changed.userId,
        action: 'exemption.updated',
        resourceId: changed.id,
        changes: changedFields(exemption, changed, REQUESTED_TERM_FIELDS),
      },
      ctx,
    );
    return { changed, audited };
  });
  if (updated.audited) deps.nudgeOutbox();
  return toUserExemptionResponse(updated.changed);
}
