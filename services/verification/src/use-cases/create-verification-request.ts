import type {
  AdminVerificationRequest,
  CreateVerificationRequest,
} from '@tracker/contracts/http/verifications';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { Knex } from 'knex';
import type { RequestContext, VerificationDeps } from '../deps.js';
import type { RequestRecord } from '../domain/request.js';
import { duplicateRequest, requestRefused } from '../errors.js';
import { recordDetermined, recordRequested } from '../store/events.js';
import { findPerson } from '../store/people.js';
import { insertRequests } from '../store/requests.js';
import type { DetermineContext } from './shared/determine.js';
import { determineNew, loadPlanContext, type PlannedRequest, planRequest } from './shared/plan-requests.js';
import { currentMonthOf, todayOf } from './shared/today.js';
import { adminRequestView } from './shared/views.js';

/**
 * Stores new requests with their first determination and announces them: `verification.requested`
 * for those with an account (reporting answers their months), `verification.determined` for those the
 * state's data already decides.
 */
export async function storeNewRequests(
  trx: Knex.Transaction,
  ctx: DetermineContext,
  planned: readonly PlannedRequest[],
): Promise<RequestRecord[]> {
  const requests = await determineNew(trx, ctx, planned);
  await insertRequests(trx, requests);
  for (const request of requests) {
    if (request.userId !== null)
      await recordRequested(trx, { ...request, userId: request.userId }, ctx.correlationId);
    if (request.status !== 'pending') await recordDetermined(trx, request, 'pending', ctx.correlationId);
  }
  return requests;
}

export async function createVerificationRequest(
  deps: VerificationDeps,
  caller: AuthContext,
  input: CreateVerificationRequest,
  context: RequestContext,
): Promise<AdminVerificationRequest> {
  const now = deps.now();
  const today = todayOf(deps);
  const ctx: DetermineContext = {
    profile: deps.settings.profile,
    today,
    now,
    correlationId: context.correlationId,
  };
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
