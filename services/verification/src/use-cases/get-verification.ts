import type { VerificationAuditAction } from '@tracker/contracts/http/admin-audit';
import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';
import { auditCallerRead } from '@tracker/kit/messaging/audit-event';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { RequestContext, VerificationDeps } from '../deps.js';
import { verificationNotFound } from '../errors.js';
import { PRODUCER } from '../store/events.js';
import { findPerson } from '../store/people.js';
import { findRequest } from '../store/requests.js';
import { adminRequestView } from '../domain/request-view.js';

const VIEWED: VerificationAuditAction = 'verification-request.viewed';

/**
 * One request for a reviewer. A request that names an account is a read of that person's case, so it
 * is audited before it is handed over, as every administrator read of an enrollee's records is.
 */
export async function getVerification(
  deps: Pick<VerificationDeps, 'db' | 'now' | 'nudgeOutbox'>,
  caller: AuthContext,
  id: string,
  context: RequestContext,
): Promise<AdminVerificationRequest> {
  const request = await findRequest(deps.db.knex, id);
  if (!request) throw verificationNotFound();
  if (request.userId !== null) {
    await auditCallerRead(
      { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() },
      caller,
      { subjectId: request.userId, action: VIEWED, resourceId: request.id },
      context,
    );
  }
  const person = request.userId ? await findPerson(deps.db.knex, request.userId) : undefined;
  return adminRequestView(request, person);
}
