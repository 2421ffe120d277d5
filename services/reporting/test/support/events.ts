import { randomUUID } from 'node:crypto';
import { type ActivityDeletedV1, activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import {
  type ActivityFilesCountedV1,
  activityFilesCountedV1,
} from '@tracker/contracts/events/activity-files-counted-v1';
import { type ActivityLoggedV1, activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { type ActivityUpdatedV1, activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import type { EventDefinition, EventEnvelope } from '@tracker/contracts/events/envelope';
import {
  type ExemptionStatusChangedV1,
  exemptionStatusChangedV1,
} from '@tracker/contracts/events/exemption-status-changed-v1';
import { exemptionTypeRecordedV1 } from '@tracker/contracts/events/exemption-type-recorded-v1';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { type IncomeDeletedV1, incomeDeletedV1 } from '@tracker/contracts/events/income-deleted-v1';
import { type IncomeReportedV1, incomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { type IncomeUpdatedV1, incomeUpdatedV1 } from '@tracker/contracts/events/income-updated-v1';
import {
  type VerificationDataMatchedV1,
  verificationDataMatchedV1,
} from '@tracker/contracts/events/verification-data-matched-v1';
import { verificationRequestedV1 } from '@tracker/contracts/events/verification-requested-v1';

let clock = Date.parse('2026-01-01T00:00:00Z');
/** Increasing instants, so events built later look later to the read model. */
function nextInstant(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

function envelope<T>(
  def: EventDefinition,
  producer: string,
  subjectId: string,
  data: T,
  occurredAt = nextInstant(),
): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type: def.type,
    version: def.version,
    occurredAt,
    producer,
    subjectId,
    correlationId: randomUUID(),
    data,
  };
}

export function userData(overrides: Partial<IdentityUserData> = {}): IdentityUserData {
  const userId = overrides.userId ?? randomUUID();
  return {
    userId,
    username: `user_${userId.slice(0, 8)}`,
    email: `${userId.slice(0, 8)}@example.org`,
    firstName: 'Rosa',
    lastName: 'Díaz',
    cellNumber: null,
    cellNumberE164: null,
    cellNumberVerified: false,
    birthdate: '1990-05-17',
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    seasonalWorker: false,
    isAdmin: false,
    emailVerified: true,
    state: 'CA',
    ...overrides,
  };
}

export const userRegistered = (data: IdentityUserData, occurredAt?: string) =>
  envelope(identityUserRegisteredV1, 'identity', data.userId, data, occurredAt);

export const userUpdated = (data: IdentityUserData, occurredAt?: string) =>
  envelope(identityUserUpdatedV1, 'identity', data.userId, data, occurredAt);

export const userDeleted = (userId: string) =>
  envelope(identityUserDeletedV1, 'identity', userId, { userId });

export function activityLogged(
  userId: string,
  fields: Partial<Omit<ActivityLoggedV1, 'userId'>> = {},
): EventEnvelope<ActivityLoggedV1> {
  const data: ActivityLoggedV1 = {
    activityId: randomUUID(),
    userId,
    type: 'employment',
    hours: 4,
    date: '2026-11-10',
    description: 'Shift at the library',
    source: 'web',
    createdAt: nextInstant(),
    ...fields,
  };
  return envelope(activityLoggedV1, 'activity', userId, data);
}

/** An update of `activity` (as last known) to `changes`, carrying the old values as `previous`. */
export function activityUpdated(
  activity: Pick<ActivityLoggedV1, 'activityId' | 'userId' | 'type' | 'hours' | 'date' | 'description'>,
  changes: Partial<Pick<ActivityUpdatedV1, 'type' | 'hours' | 'date' | 'description' | 'updatedAt'>>,
): EventEnvelope<ActivityUpdatedV1> {
  const data: ActivityUpdatedV1 = {
    activityId: activity.activityId,
    userId: activity.userId,
    type: changes.type ?? activity.type,
    hours: changes.hours ?? activity.hours,
    date: changes.date ?? activity.date,
    description: changes.description ?? activity.description,
    updatedAt: changes.updatedAt ?? nextInstant(),
    previous: { type: activity.type, hours: activity.hours, date: activity.date },
  };
  return envelope(activityUpdatedV1, 'activity', activity.userId, data);
}

export function activityDeleted(
  activity: Pick<ActivityDeletedV1, 'userId' | 'type' | 'hours' | 'date'> & { activityId: string },
): EventEnvelope<ActivityDeletedV1> {
  const data: ActivityDeletedV1 = {
    activityId: activity.activityId,
    userId: activity.userId,
    type: activity.type,
    hours: activity.hours,
    date: activity.date,
  };
  return envelope(activityDeletedV1, 'activity', activity.userId, data);
}

export function exemptionChanged(
  userId: string,
  fields: Partial<Omit<ExemptionStatusChangedV1, 'userId'>> = {},
): EventEnvelope<ExemptionStatusChangedV1> {
  const data: ExemptionStatusChangedV1 = {
    exemptionId: randomUUID(),
    userId,
    from: 'under_review',
    to: 'approved',
    exemptionTypeName: 'Medically frail',
    effectiveDate: '2026-11-01',
    expirationDate: '2027-04-30',
    isPermanent: false,
    durationApprovedMonths: 6,
    denialReason: null,
    waitingMessage: null,
    resetMessage: null,
    changedBy: randomUUID(),
    ...fields,
  };
  return envelope(exemptionStatusChangedV1, 'exemption', userId, data);
}

/** The exemption service's back-fill of the type code of an exemption decided before changes carried it. */
export const exemptionTypeRecorded = (
  userId: string,
  exemptionId: string,
  exemptionTypeCode: string | null,
) => envelope(exemptionTypeRecordedV1, 'exemption', userId, { exemptionId, userId, exemptionTypeCode });

export function incomeReported(
  userId: string,
  fields: Partial<Omit<IncomeReportedV1, 'userId'>> = {},
): EventEnvelope<IncomeReportedV1> {
  const data: IncomeReportedV1 = {
    incomeId: randomUUID(),
    userId,
    grossAmountCents: 62_000,
    payDate: '2026-11-13',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-07',
    hoursWorked: 40,
    source: 'web',
    createdAt: nextInstant(),
    ...fields,
  };
  return envelope(incomeReportedV1, 'activity', userId, data);
}

type PayValues = Pick<
  IncomeReportedV1,
  'grossAmountCents' | 'payDate' | 'periodStart' | 'periodEnd' | 'hoursWorked'
>;

/** An edit of `income` (as last known) to `changes`, carrying the old values as `previous`. */
export function incomeUpdated(
  income: Pick<IncomeReportedV1, 'incomeId' | 'userId'> & PayValues,
  changes: Partial<PayValues & Pick<IncomeUpdatedV1, 'updatedAt'>>,
): EventEnvelope<IncomeUpdatedV1> {
  const previous: PayValues = {
    grossAmountCents: income.grossAmountCents,
    payDate: income.payDate,
    periodStart: income.periodStart,
    periodEnd: income.periodEnd,
    hoursWorked: income.hoursWorked,
  };
  const data: IncomeUpdatedV1 = {
    incomeId: income.incomeId,
    userId: income.userId,
    ...previous,
    ...changes,
    updatedAt: changes.updatedAt ?? nextInstant(),
    previous,
  };
  return envelope(incomeUpdatedV1, 'activity', income.userId, data);
}

export function incomeDeleted(
  income: Pick<IncomeReportedV1, 'incomeId' | 'userId'> & PayValues,
): EventEnvelope<IncomeDeletedV1> {
  const data: IncomeDeletedV1 = {
    incomeId: income.incomeId,
    userId: income.userId,
    grossAmountCents: income.grossAmountCents,
    payDate: income.payDate,
    periodStart: income.periodStart,
    periodEnd: income.periodEnd,
    hoursWorked: income.hoursWorked,
  };
  return envelope(incomeDeletedV1, 'activity', income.userId, data);
}

/** The activity service telling how many files a record has now; `occurredAt` when the order matters. */
export function filesCounted(
  data: ActivityFilesCountedV1,
  occurredAt?: string,
): EventEnvelope<ActivityFilesCountedV1> {
  return envelope(activityFilesCountedV1, 'activity', data.userId, data, occurredAt);
}

/** The state's data for `userId`, as one import of the verification service matched it. */
export const dataMatched = (
  userId: string,
  records: VerificationDataMatchedV1['records'],
  occurredAt?: string,
): EventEnvelope<VerificationDataMatchedV1> =>
  envelope(verificationDataMatchedV1, 'verification', userId, { userId, records }, occurredAt);

/** One wage record of `month`: pay, and hours worked when given. */
export const wageRecord = (month: string, amountCents: number, hours: number | null = null) => ({
  month,
  source: 'wages' as const,
  amountCents,
  hours,
  flag: null,
});

/** The state asking `userId` to show `months`. */
export const verificationRequested = (userId: string, months: string[]) =>
  envelope(verificationRequestedV1, 'verification', userId, { requestId: randomUUID(), userId, months });
