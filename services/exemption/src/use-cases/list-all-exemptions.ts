import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import type { Caller } from '../domain/access.js';
import { toReviewedExemptionResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { listAllUserExemptions } from '../store/user-exemptions.js';

/** Every request for the State Exemption Portal (the route has checked the role), newest first. */
export async function listAllExemptions(
  deps: ExemptionDeps,
  caller: Caller,
  ctx: RequestContext,
): Promise<ReviewedExemption[]> {
  const requests = await listAllUserExemptions(deps.db.knex);
  deps.logger.info(
    { audit: true, actorId: caller.userId, action: 'exemptions.listed', count: requests.length, ip: ctx.ip },
    'administrator listed every exemption request',
  );
  return requests.map(toReviewedExemptionResponse);
}
