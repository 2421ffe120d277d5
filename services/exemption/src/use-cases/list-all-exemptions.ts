import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import { recordReadAlone } from '@tracker/kit/messaging/audit-event';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { toReviewedExemptionResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { auditDepsOf } from './shared/audit.js';
import { listAllUserExemptions } from '../store/user-exemptions.js';

/**
 * Every request for the State Exemption Portal (the route has checked the role), newest first.
 * The read spans everyone's requests, so it is audited once, with no one person as its subject.
 */
export async function listAllExemptions(
  deps: ExemptionDeps,
  caller: Caller,
  ctx: RequestContext,
): Promise<ReviewedExemption[]> {
  await recordReadAlone(
    auditDepsOf(deps),
    { actorId: actingPersonOf(caller), subjectId: null, action: 'exemptions.viewed', resourceId: null },
    ctx,
  );
  const requests = await listAllUserExemptions(deps.db.knex);
  return requests.map(toReviewedExemptionResponse);
}
