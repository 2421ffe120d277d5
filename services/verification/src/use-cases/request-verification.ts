import type {
  AdminVerificationRequest,
  RequestVerificationRequest,
} from '@tracker/contracts/http/verifications';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { RequestContext, VerificationDeps } from '../deps.js';
import type { RequestRecord } from '../domain/request.js';
import { duplicateRequest, requestRefused } from '../errors.js';
import { findPerson } from '../store/people.js';
import { determineContextOf } from './shared/determine.js';
import { loadPlanContext, planRequest, storeNewRequests } from './shared/plan-requests.js';
import { currentMonthOf } from '../domain/today.js';
import { adminRequestView } from '../domain/request-view.js';

/**
 * The state asks a person to show their months: the request is stored with its first determination
 * (`storeNewRequests`) and announced.
 */
export async function requestVerification(
  deps: VerificationDeps,
  caller: AuthContext,
  input: RequestVerificationRequest,
  context: RequestContext,
): Promise<AdminVerificationRequest> {
  const ctx = determineContextOf(deps, context.correlationId);
  const { today, now } = ctx;
  const request = await deps.db.knex.transaction(async (trx) => {
    const plan = await loadPlanContext(trx, deps, [input], today, currentMonthOf(deps));
    const outcome = planRequest(deps, plan, input, caller.actorId ?? caller.userId, now);
    if (!outcome.ok)
      throw outcome.kind === 'duplicate' ? duplicateRequest() : requestRefused(outcome.fieldErrors);
    const [stored] = await storeNewRequests(trx, ctx, [outcome.request]);
    return stored as RequestRecord;
  });
  deps.nudgeOutbox();
  const person = request.userId ? await findPerson(deps.db.knex, request.userId) : undefined;
  return adminRequestView(request, person);
}
