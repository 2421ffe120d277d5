import type { LocalDate, YearMonth } from './calendar.js';
import { compareMonths, firstDayOf, formatYearMonth, lastDayOf, monthOf } from './calendar.js';
import type { HoursByType } from './compliance.js';
import { type Determination, determineMonth, type ExemptionOfType } from './determination.js';
import { type PersonProfileSettings, personProfile } from './profiles/person-profile.js';
import type { StateRecord } from './state-data.js';

// How a person's month is judged from what a service keeps of them, so the dashboard and report
// (reporting) and the texts and notices (notification) can never judge the same month differently.

/** What the determination needs of the account; null fields mean identity has not said. */
export interface PersonFacts {
  /** `YYYY-MM-DD`, or null when not given. */
  birthdate: string | null;
  requiredMonthlyHours: number;
  /** Whether pay averaged over the months before a month may meet it (identity's flag, set by staff). */
  seasonalWorker: boolean;
}

/** What was logged, reported and matched for one month. */
export interface MonthFacts {
  hoursByType: HoursByType;
  jobSearchActivities: number;
  incomeCents: number;
  /** Pay of the months before, most recent first. */
  precedingIncomeCents: readonly number[];
  /** What the state's data says of the month (wage records, SNAP, school, …). */
  stateRecords: readonly StateRecord[];
}

/**
 * The day `month` is judged on as of `today`: today while it runs, its last day once it is over, and
 * its first day when it has not started (a record dated across a time-zone boundary).
 */
export function judgingDayOf(month: YearMonth, today: LocalDate): LocalDate {
  const order = compareMonths(month, monthOf(today));
  if (order < 0) return lastDayOf(month);
  return order > 0 ? firstDayOf(month) : today;
}

export interface PersonMonth {
  settings: PersonProfileSettings;
  /** Null until identity told of the person: the requirement is then assumed to apply. */
  person: PersonFacts | null;
  /** The person's approved exemptions with their type codes. */
  exemptions: readonly ExemptionOfType[];
  records: MonthFacts;
  month: YearMonth;
  today: LocalDate;
  /** The day to judge on, when not the usual one (`judgingDayOf`). */
  judgedOn?: LocalDate;
}

/** The determination of a person's month: their own profile, the month's facts, and their exemptions. */
export function determinePersonMonth(input: PersonMonth): Determination {
  const { person, records, month, today } = input;
  return determineMonth({
    profile: personProfile(input.settings, person?.requiredMonthlyHours),
    month: formatYearMonth(month),
    judgedOn: input.judgedOn ?? judgingDayOf(month, today),
    today,
    birthdate: person?.birthdate ?? null,
    hoursByType: records.hoursByType,
    jobSearchActivities: records.jobSearchActivities,
    incomeCents: records.incomeCents,
    precedingIncomeCents: records.precedingIncomeCents,
    seasonalWorker: person?.seasonalWorker ?? false,
    exemptions: input.exemptions,
    // School enrollment comes from the state's school records (or an approved student exemption).
    schoolEnrollment: null,
    stateRecords: records.stateRecords,
  });
}
