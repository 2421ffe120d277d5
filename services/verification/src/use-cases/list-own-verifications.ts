import type { ListOwnVerificationsResponse } from '@tracker/contracts/http/verifications';
import type { VerificationDeps } from '../deps.js';
import { requestsOfUser } from '../store/requests.js';
import { requestView } from '../domain/request-view.js';

/** The caller's own requests, open ones first, then the nearest due. */
export async function listOwnVerifications(
  deps: Pick<VerificationDeps, 'db'>,
  userId: string,
): Promise<ListOwnVerificationsResponse> {
  return (await requestsOfUser(deps.db.knex, userId)).map(requestView);
}
