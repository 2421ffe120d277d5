import { verificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import { verificationDeterminedV1 } from '@tracker/contracts/events/verification-determined-v1';
import { verificationHearingRequestedV1 } from '@tracker/contracts/events/verification-hearing-requested-v1';
import { verificationNoticeRecordedV1 } from '@tracker/contracts/events/verification-notice-recorded-v1';
import { verificationReminderDueV1 } from '@tracker/contracts/events/verification-reminder-due-v1';
import { verificationRequestedV1 } from '@tracker/contracts/events/verification-requested-v1';
import type { VerificationStatus } from '@tracker/contracts/http/verifications';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import type { Knex } from 'knex';
import { missingMonthsOf, monthsStillToMeet, type RequestRecord } from '../domain/request.js';

export const PRODUCER = 'verification';

/** Asks reporting to watch and answer the request's months for its account. */
export async function recordRequested(
  trx: Knex.Transaction,
  request: RequestRecord & { userId: string },
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: verificationRequestedV1,
    subjectId: request.userId,
    correlationId,
    data: { requestId: request.id, userId: request.userId, months: request.months },
  });
}

export async function recordDetermined(
  trx: Knex.Transaction,
  request: RequestRecord,
  from: VerificationStatus,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: verificationDeterminedV1,
    // The account, or the request itself while no account has its Medicaid id.
    subjectId: request.userId ?? request.id,
    correlationId,
    data: {
      requestId: request.id,
      userId: request.userId,
      medicaidIdLast4: request.medicaidIdLast4,
      reason: request.reason,
      from,
      to: request.status,
      months: request.monthsAnswer,
      monthsToMeet: request.monthsToMeet,
      dueDate: request.dueDate,
      respondBy: request.notice?.respondBy ?? null,
    },
  });
}

export async function recordNoticeRecorded(
  trx: Knex.Transaction,
  request: RequestRecord & { userId: string },
  correlationId?: string,
): Promise<void> {
  const notice = request.notice;
  if (!notice) throw new Error('A notice event needs a notice');
  await recordEvent(trx, {
    producer: PRODUCER,
    def: verificationNoticeRecordedV1,
    subjectId: request.userId,
    correlationId,
    data: {
      requestId: request.id,
      userId: request.userId,
      sentOn: notice.sentOn,
      receivedOn: notice.receivedOn,
      respondBy: notice.respondBy,
      missingMonths: missingMonthsOf(request.monthsAnswer),
      monthsToMeet: monthsStillToMeet(request),
    },
  });
}

export async function recordHearingRequested(
  trx: Knex.Transaction,
  request: RequestRecord & { userId: string },
  requestedAt: Date,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: verificationHearingRequestedV1,
    subjectId: request.userId,
    correlationId,
    data: { requestId: request.id, userId: request.userId, requestedAt: requestedAt.toISOString() },
  });
}

export async function recordReminderDue(
  trx: Knex.Transaction,
  request: RequestRecord & { userId: string },
  daysLeft: number,
  missingMonths: string[],
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: verificationReminderDueV1,
    subjectId: request.userId,
    data: {
      requestId: request.id,
      userId: request.userId,
      daysLeft,
      respondBy: request.notice?.respondBy ?? request.dueDate,
      missingMonths,
      monthsToMeet: monthsStillToMeet(request),
    },
  });
}

/** The state's records of one account's months, for reporting to feed its determination. */
export async function recordDataMatched(
  trx: Knex.Transaction,
  userId: string,
  records: ReadonlyArray<StateRecord & { month: string }>,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: verificationDataMatchedV1,
    subjectId: userId,
    correlationId,
    data: {
      userId,
      records: records.map((record) => ({
        month: record.month,
        source: record.source,
        amountCents: record.amountCents,
        hours: record.hours,
        flag: record.flag,
      })),
    },
  });
}
