import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import type { Determination } from '@tracker/contracts/rules/determination';
import { determinePersonMonth } from '@tracker/contracts/rules/person-month';
import { precedingPayMonths } from '@tracker/contracts/rules/profiles/person-profile';
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
 * The determination of `month` for a person, judged as the reporting service judges the dashboard's
 * (`determinePersonMonth`): their profile, the month's records, and the approved exemptions with their
 * type codes.
 */
export function determinationOf(
  settings: DeterminationSettings,
  user: Pick<UserRecord, 'birthdate' | 'requiredMonthlyHours' | 'seasonalWorker'> | null,
  exemptions: readonly ApprovedExemption[],
  records: MonthRecords,
  month: YearMonth,
  today: LocalDate,
): Determination {
  return determinePersonMonth({
    settings,
    person: user,
    exemptions: exemptions.map((exemption) => ({ ...exemption, name: exemption.typeName })),
    records,
    month,
    today,
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
