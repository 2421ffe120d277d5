import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import {
  compareMonths,
  firstDayOf,
  formatYearMonth,
  lastDayOf,
  monthOf,
} from '@tracker/contracts/rules/calendar';
import { type Determination, determineMonth } from '@tracker/contracts/rules/determination';
import { personProfile, precedingPayMonths } from '@tracker/contracts/rules/profiles/person-profile';
import type { Knex } from 'knex';
import type { NotificationSettings } from '../../deps.js';
import type { MonthStanding } from '../../domain/notice.js';
import type { ApprovedExemption } from '../../store/exemptions.js';
import { readPersonMonth } from '../../store/month-facts.js';
import type { MonthRecords } from '../../store/month-records.js';
import type { UserRecord } from '../../store/users.js';

export type DeterminationSettings = Pick<
  NotificationSettings,
  'profile' | 'qualifyingTypes' | 'reportingDay'
>;

/** How many months before a month its determination needs the pay of. */
export function payMonthsBefore(settings: DeterminationSettings): number {
  return precedingPayMonths(settings.profile);
}

/**
 * The determination of `month` for a person, fed as the reporting service feeds the dashboard's: the
 * profile built for the person (`personProfile`), the month's hours, job-search activities and pay,
 * the pay before it, the state's records of it, the seasonal-worker flag and the approved exemptions
 * with their type codes. A month is judged on `today` while it runs and on its last day once it is over.
 */
export function determinationOf(
  settings: DeterminationSettings,
  user: Pick<UserRecord, 'birthdate' | 'requiredMonthlyHours' | 'seasonalWorker'> | null,
  exemptions: readonly ApprovedExemption[],
  records: MonthRecords,
  month: YearMonth,
  today: LocalDate,
): Determination {
  // A month is judged on a day of it: a past one on its last day, one that starts after today (a
  // record dated across a time-zone boundary) on its first.
  const order = compareMonths(month, monthOf(today));
  const judgedOn = order < 0 ? lastDayOf(month) : order > 0 ? firstDayOf(month) : today;
  return determineMonth({
    profile: personProfile(settings, user?.requiredMonthlyHours),
    month: formatYearMonth(month),
    judgedOn,
    today,
    birthdate: user?.birthdate ?? null,
    hoursByType: records.hoursByType,
    jobSearchActivities: records.jobSearchActivities,
    incomeCents: records.incomeCents,
    precedingIncomeCents: records.precedingIncomeCents,
    seasonalWorker: user?.seasonalWorker ?? false,
    exemptions: exemptions.map((exemption) => ({ ...exemption, name: exemption.typeName })),
    // School enrollment comes from the state's school records (or an approved student exemption).
    schoolEnrollment: null,
    stateRecords: records.stateRecords,
  });
}

/**
 * The person's account and determination of `month` as the read model now stands, judged as of
 * `today`, read in one statement.
 */
export async function monthDetermination(
  db: Knex,
  settings: DeterminationSettings,
  userId: string,
  month: YearMonth,
  today: LocalDate,
): Promise<{ user: UserRecord | null; determination: Determination }> {
  const { user, records, exemptions } = await readPersonMonth(db, userId, month, payMonthsBefore(settings));
  return { user, determination: determinationOf(settings, user, exemptions, records, month, today) };
}

/** What a confirmation text says of the month it lands in: the hours that count, and its standing. */
export function monthStandingOf(d: Determination): {
  monthHours: number;
  requiredHours: number;
  standing: MonthStanding;
} {
  return {
    monthHours: d.countedHours,
    requiredHours: d.requiredHours,
    standing: { status: d.status, route: d.status === 'met' ? d.route : null },
  };
}
