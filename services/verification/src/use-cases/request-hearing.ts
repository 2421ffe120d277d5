import type { RequestHearingRequest, VerificationRequest } from '@tracker/contracts/http/verifications';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { RequestContext, VerificationDeps } from '../deps.js';
import type { RequestRecord } from '../domain/request.js';
import { hearingRefused, verificationNotFound } from '../errors.js';
import { recordHearingRequested } from '../store/events.js';
import { findRequest } from '../store/requests.js';
import { requestView } from '../domain/request-view.js';

/**
 * The person asks for a fair hearing on their own request, once they were sent a notice or the request
 * was found noncompliant, and once only. Anyone else's request does not exist for them.
 */
export async function requestHearing(
  deps: VerificationDeps,
  caller: AuthContext,
  id: string,
  input: RequestHearingRequest,
  context: RequestContext,
): Promise<VerificationRequest> {
  const now = deps.now();
  const updated = await deps.db.knex.transaction(async (trx) => {
    const request = await findRequest(trx, id, { lock: true });
    if (!request || request.userId !== caller.userId) throw verificationNotFound();
    if (request.hearing) throw hearingRefused('You have already asked for a hearing on this request');
    if (!request.notice && request.status !== 'noncompliant') {
      throw hearingRefused('A hearing can be asked for once the state has sent its notice');
    }
    await trx('requests').where('id', id).update({ hearing_requested_at: now, hearing_reason: input.reason });
    const stored: RequestRecord = { ...request, hearing: { requestedAt: now, reason: input.reason } };
    await recordHearingRequested(trx, { ...stored, userId: caller.userId }, now, context.correlationId);
    return stored;
  });
  deps.nudgeOutbox();
  return requestView(updated);
}
