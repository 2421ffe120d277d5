import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { Determination, ExemptionOfType } from '@tracker/contracts/rules/determination';
import {
  determinePersonMonth,
  type MonthFacts,
  type PersonFacts,
} from '@tracker/contracts/rules/person-month';
import type { Language } from '@tracker/contracts/constants/accounts';
import type { ReportingSettings } from '../config.js';

/** What the figures need of the account. */
export interface PersonTerms extends PersonFacts {
  preferredLanguage: Language;
}

/** The person a month is judged for: their terms (null until identity told of them) and approved exemptions. */
export interface PersonRecord {
  person: PersonTerms | null;
  exemptions: readonly ExemptionOfType[];
}

/** What was logged and reported for one month. */
export type MonthRecords = MonthFacts;

/** The settings of the person's profile, as this service's configuration names them. */
function profileSettings(settings: ReportingSettings) {
  return { ...settings, reportingDay: settings.reportDeadlineDay };
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
  return determinePersonMonth({
    settings: profileSettings(settings),
    person: snapshot.person,
    exemptions: snapshot.exemptions,
    records: { ...snapshot, hoursByType: snapshot.hours },
    month,
    today,
    judgedOn,
  });
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
  return snapshot.months.map((records) =>
    determinePersonMonth({
      settings: profileSettings(settings),
      person: snapshot.person,
      exemptions: snapshot.exemptions,
      records,
      month: records.month,
      today,
    }),
  );
}
