import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import { compareMonths, formatYearMonth, lastDayOf, monthOf } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import {
  type Determination,
  determineMonth,
  type ExemptionOfType,
} from '@tracker/contracts/rules/determination';
import { personProfile } from '@tracker/contracts/rules/profiles/person-profile';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import type { Language } from '@tracker/contracts/constants/accounts';
import type { ReportingSettings } from '../config.js';

/** What the figures need of the account. */
export interface PersonTerms {
  /** `YYYY-MM-DD`, or null when not given. */
  birthdate: string | null;
  requiredMonthlyHours: number;
  preferredLanguage: Language;
  /** Whether pay averaged over the months before a month may meet it. */
  seasonalWorker: boolean;
}

/** The person a month is judged for: their terms (null until identity told of them) and approved exemptions. */
export interface PersonRecord {
  person: PersonTerms | null;
  exemptions: readonly ExemptionOfType[];
}

/** What was logged and reported for one month. */
export interface MonthRecords {
  hoursByType: HoursByType;
  jobSearchActivities: number;
  incomeCents: number;
  /** Pay of the months before, most recent first. */
  precedingIncomeCents: readonly number[];
  /** What the state's data says of the month (wage records, SNAP, school, …). */
  stateRecords: readonly StateRecord[];
}

/**
 * The determination of `month` for a person, judged on `judgedOn` (today in the current month, the
 * last day of a past one), with `today` telling whether a shortfall can still be made up.
 */
function monthDetermination(
  person: PersonTerms | null,
  exemptions: readonly ExemptionOfType[],
  records: MonthRecords,
  month: YearMonth,
  judgedOn: LocalDate,
  today: LocalDate,
  settings: ReportingSettings,
): Determination {
  return determineMonth({
    profile: personProfile(
      { ...settings, reportingDay: settings.reportDeadlineDay },
      person?.requiredMonthlyHours,
    ),
    month: formatYearMonth(month),
    judgedOn,
    today,
    birthdate: person?.birthdate ?? null,
    hoursByType: records.hoursByType,
    jobSearchActivities: records.jobSearchActivities,
    incomeCents: records.incomeCents,
    precedingIncomeCents: records.precedingIncomeCents,
    // Identity's fact, set by state staff; false before the account is known.
    seasonalWorker: person?.seasonalWorker ?? false,
    exemptions,
    // School enrollment comes from the state's school records (or an approved student exemption).
    schoolEnrollment: null,
    stateRecords: records.stateRecords,
  });
}

/**
 * The determination of the month a snapshot was read for (`readMonthSnapshot`), judged on `judgedOn`:
 * what the dashboard and the monthly report both say of a month.
 */
export function snapshotDetermination(
  snapshot: PersonRecord & Omit<MonthRecords, 'hoursByType'> & { hours: HoursByType },
  month: YearMonth,
  judgedOn: LocalDate,
  today: LocalDate,
  settings: ReportingSettings,
): Determination {
  return monthDetermination(
    snapshot.person,
    snapshot.exemptions,
    { ...snapshot, hoursByType: snapshot.hours },
    month,
    judgedOn,
    today,
    settings,
  );
}

/**
 * The determination of each month of a range read at once (`readMonthRangeSnapshot`), oldest first:
 * the month current on `today` judged today, a past one on its last day.
 */
export function rangeDeterminations(
  snapshot: PersonRecord & { months: ReadonlyArray<MonthRecords & { month: YearMonth }> },
  today: LocalDate,
  settings: ReportingSettings,
): Determination[] {
  const current = monthOf(today);
  return snapshot.months.map((records) =>
    monthDetermination(
      snapshot.person,
      snapshot.exemptions,
      records,
      records.month,
      compareMonths(records.month, current) === 0 ? today : lastDayOf(records.month),
      today,
      settings,
    ),
  );
}
