import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { toReviewedExemptionResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { recordAuditRecorded } from '../store/events.js';
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
  await deps.db.knex.transaction((trx) =>
    recordAuditRecorded(
      trx,
      {
        actorId: actingPersonOf(caller),
        subjectId: null,
        action: 'exemptions.viewed',
        resourceId: null,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        occurredAt: deps.now(),
      },
      ctx.correlationId,
    ),
  );
  deps.nudgeOutbox();
  const requests = await listAllUserExemptions(deps.db.knex);
  return requests.map(toReviewedExemptionResponse);
}
