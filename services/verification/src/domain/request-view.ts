import type { AdminVerificationRequest, VerificationRequest } from '@tracker/contracts/http/verifications';
import type { RequestRecord } from './request.js';

/** What a reviewer is shown of the person a request names. */
export interface NamedPerson {
  firstName: string;
  lastName: string;
  username: string;
  medicaidIdLast4: string | null;
}

/** A request as the enrollee sees it. */
export function requestView(request: RequestRecord): VerificationRequest {
  return {
    id: request.id,
    reason: request.reason,
    status: request.status,
    months: request.monthsAnswer,
    monthsToMeet: request.monthsToMeet,
    dueDate: request.dueDate,
    notice: request.notice && {
      sentOn: request.notice.sentOn,
      receivedOn: request.notice.receivedOn,
      respondBy: request.notice.respondBy,
      recordedAt: request.notice.recordedAt.toISOString(),
    },
    hearingRequest: request.hearing && {
      requestedAt: request.hearing.requestedAt.toISOString(),
      reason: request.hearing.reason,
    },
    createdAt: request.createdAt.toISOString(),
    determinedAt: request.determinedAt?.toISOString() ?? null,
  };
}

/** A request as reviewers see it, with the person it names when an account has the id. */
export function adminRequestView(
  request: RequestRecord,
  person: NamedPerson | undefined,
): AdminVerificationRequest {
  return {
    ...requestView(request),
    userId: request.userId,
    person: person
      ? { firstName: person.firstName, lastName: person.lastName, username: person.username }
      : null,
    medicaidIdLast4: request.medicaidIdLast4 ?? person?.medicaidIdLast4 ?? null,
  };
}
