import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';
import type { VerificationDeps } from '../deps.js';
import { verificationNotFound } from '../errors.js';
import { findPerson } from '../store/people.js';
import { findRequest } from '../store/requests.js';
import { adminRequestView } from './shared/views.js';

export async function getVerification(
  deps: Pick<VerificationDeps, 'db'>,
  id: string,
): Promise<AdminVerificationRequest> {
  const request = await findRequest(deps.db.knex, id);
  if (!request) throw verificationNotFound();
  const person = request.userId ? await findPerson(deps.db.knex, request.userId) : undefined;
  return adminRequestView(request, person);
}
