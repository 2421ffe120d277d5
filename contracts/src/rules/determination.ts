import type { ActivityType } from '../constants/activities.js';
import { ageCoverageOf } from './age.js';
import {
  compareDates,
  compareMonths,
  firstDayOf,
  formatYearMonth,
  lastDayOf,
  type LocalDate,
  nextMonth,
  parseYearMonth,
  type YearMonth,
} from './calendar.js';
import { type HoursByType, roundHours } from './compliance.js';
import { type ExemptionTerms, isActiveDuring } from './exemption-terms.js';
import { incomeThresholdCents, type RuleProfile } from './profiles/profile.js';
import type { DecidingSource, StateDataSource, StateRecord } from './state-data.js';

// One person-month under one rule profile, decided in one place: the dashboard, texts, the monthly
// report and verification all call `determineMonth`, so they cannot disagree. The checks run in the
// law's order: nothing is required before the profile's effective month or outside its ages; an
// exemption in force during the month exempts it; otherwise the month is met by the first route that
// reaches its test (hours, school, pay, a seasonal worker's average pay, hours and pay together) and
// is not met otherwise, with what is missing and the smallest next step.

/** An approved (or other) exemption request, with the catalogue type it is for. */
export interface ExemptionOfType extends ExemptionTerms {
  /** The type's abbreviation (`STUDENT`, `PREGNANT`); null for a type without one. */
  typeCode: string | null;
  /** The type's name, as the person knows it. */
  name: string;
}

/** School enrollment for the month from the school's own data (an approved student exemption needs none). */
export type SchoolEnrollment = { halfTime: true } | { halfTime: false; creditHours: number };

export interface DeterminationInput {
  profile: RuleProfile;
  /** `YYYY-MM`. */
  month: string;
  /** The day the month is judged on: today while it runs, its last day once it is over. */
  judgedOn: LocalDate;
  /** Today, when known: a month whose reporting deadline has passed gets no step to take. */
  today?: LocalDate;
  /** `YYYY-MM-DD`; null when unknown (the requirement is then assumed to apply). */
  birthdate: string | null;
  /** Hours logged in the month, by activity type. */
  hoursByType: HoursByType;
  /** Job-search activities (contacts, applications) logged in the month. */
  jobSearchActivities: number;
  /** Gross pay of the month, in whole cents. */
  incomeCents: number;
  /** Gross pay of the months before, most recent first, in whole cents; a month left out had none. */
  precedingIncomeCents: readonly number[];
  seasonalWorker: boolean;
  /** The person's exemptions; only approved ones in force during the month count. */
  exemptions: readonly ExemptionOfType[];
  /** A school data match for the month; null when there is none. */
  schoolEnrollment: SchoolEnrollment | null;
  /**
   * What the state's own data says of the month (wage records, SNAP or TANF status, claims, school),
   * matched by Medicaid id; left out: none. Used as the law asks, before anything the person must show.
   */
  stateRecords?: readonly StateRecord[];
}

export const MET_ROUTES = ['hours', 'income', 'seasonal_income', 'education', 'combined'] as const;
export type MetRoute = (typeof MET_ROUTES)[number];

export const UNCOUNTED_REASONS = ['job_search_not_counted', 'type_not_counted'] as const;
export type UncountedReason = (typeof UNCOUNTED_REASONS)[number];

export interface UncountedHours {
  type: ActivityType;
  hours: number;
  reason: UncountedReason;
}

/** An exemption that exempts the month, as the person is told of it. */
export interface MonthExemption {
  typeCode: string | null;
  name: string;
  effectiveDate: string | null;
  expirationDate: string | null;
  isPermanent: boolean;
}

/** What a month still lacks; each of `hours` and `incomeCents` alone would close it (0: nothing lacking there). */
export interface Missing {
  hours: number;
  /** Null where pay does not meet a month. */
  incomeCents: number | null;
  jobSearchActivities: number;
}

export type NextStep =
  | { kind: 'none' }
  /** Log `hours` more of the qualifying types, or report `incomeCents` more pay, and the job-search activities, by `by`. */
  | {
      kind: 'log_more';
      hours: number;
      incomeCents: number | null;
      jobSearchActivities: number;
      by: LocalDate;
    }
  /** The month fell short and its reporting deadline has passed. */
  | { kind: 'reporting_closed'; deadline: LocalDate };

export type Outcome =
  | {
      status: 'not_required';
      reason: 'before_effective_month';
      /** `YYYY-MM`. */
      effectiveMonth: string;
    }
  | {
      status: 'not_required';
      reason: 'age';
      /** Under the lowest age on the month's first day. */
      bound: 'minimum';
      age: number;
      /** `YYYY-MM`: the first month the requirement covers. */
      firstMonth: string;
    }
  | {
      status: 'not_required';
      reason: 'age';
      /** At the age limit on the month's last day. */
      bound: 'limit';
      age: number;
      /** `YYYY-MM`: the last month the requirement covered. */
      lastMonth: string;
    }
  | { status: 'exempt'; exemptions: MonthExemption[] }
  | { status: 'met'; route: MetRoute }
  | { status: 'not_met'; missing: Missing };

export type DeterminationStatus = Outcome['status'];

export type Determination = Outcome & {
  profileId: string;
  /** `YYYY-MM`. */
  month: string;
  judgedOn: LocalDate;
  requiredHours: number;
  /** The activity types whose hours count. */
  qualifyingTypes: readonly ActivityType[];
  /** Hours that count: those of qualifying types plus `studyHours`. */
  countedHours: number;
  countedHoursByType: HoursByType;
  /** Hours credited for study below half time. */
  studyHours: number;
  /** Logged hours that do not count, by type, with why. */
  uncountedHours: UncountedHours[];
  jobSearchActivities: number;
  /** Job-search activities the month must hold (0: none). */
  jobSearchMinimum: number;
  incomeCents: number;
  /** A seasonal worker's average monthly pay over the profile's months (whole cents, rounded down); null otherwise. */
  seasonalAverageCents: number | null;
  /** Null where pay does not meet a month. */
  incomeThresholdCents: number | null;
  /** Pay the state's records show for the month (its income sources), in whole cents. */
  stateIncomeCents: number;
  /** The last day the month's hours and pay may be reported. */
  deadline: LocalDate;
  nextStep: NextStep;
  /**
   * Who decided a met or exempt month: a state source when the state's data alone decides it (no
   * action needed from the person), else `enrollee`; null for a month not met or not required.
   */
  decidedBy: DecidingSource | null;
};

/** Day `reportingDay` of the month after `month`. */
export function reportingDeadlineOf(month: YearMonth, reportingDay: number): LocalDate {
  return { ...nextMonth(month), day: reportingDay };
}

/** Hours as whole hundredths, so sums and comparisons are exact. */
const hundredths = (hours: number) => Math.round(hours * 100);

/** Hundredths of an hour back to hours, rounded up: a shortfall is never understated. */
const hoursFromHundredthsUp = (value: number) => Math.max(0, Math.ceil(value - 1e-9)) / 100;

function matchesCode(codes: readonly string[], code: string | null): boolean {
  if (code === null) return false;
  const wanted = code.trim().toUpperCase();
  return codes.some((candidate) => candidate.trim().toUpperCase() === wanted);
}

interface Counted {
  byType: HoursByType;
  total: number;
  uncounted: UncountedHours[];
}

function countHours(profile: RuleProfile, hoursByType: HoursByType): Counted {
  const byType: HoursByType = {};
  const uncounted: UncountedHours[] = [];
  let total = 0;
  for (const [type, logged] of Object.entries(hoursByType) as Array<[ActivityType, number | undefined]>) {
    const hours = roundHours(logged ?? 0);
    if (hours <= 0) continue;
    if (profile.qualifyingTypes.includes(type)) {
      byType[type] = hours;
      total += hours;
    } else {
      const reason = type === 'job_search' ? 'job_search_not_counted' : 'type_not_counted';
      uncounted.push({ type, hours, reason });
    }
  }
  return { byType, total: roundHours(total), uncounted };
}

function monthExemption(exemption: ExemptionOfType): MonthExemption {
  return {
    typeCode: exemption.typeCode,
    name: exemption.name,
    effectiveDate: exemption.effectiveDate,
    expirationDate: exemption.expirationDate,
    isPermanent: exemption.isPermanent,
  };
}

/** Sum over the profile's averaging months (missing months count as no pay), or null when not averaged. */
function seasonalSum(input: DeterminationInput): number | null {
  const months = input.profile.income?.seasonalAverageMonths ?? 0;
  if (!input.seasonalWorker || months === 0) return null;
  return input.precedingIncomeCents.slice(0, months).reduce((sum, cents) => sum + cents, 0);
}

/** A month's tests in whole hundredths of an hour and whole cents, so no comparison rounds. */
interface MonthTests {
  /** Hours required and counted, in hundredths. */
  required: number;
  have: number;
  halfTimeSchool: boolean;
  incomeCents: number;
  /** Null where pay does not meet a month. */
  threshold: number | null;
  /** Null when no average is taken. */
  averagedSum: number | null;
  averageMonths: number;
  combine: boolean;
}

/** The first route whose test the month reaches, or null. */
function routeMeeting(tests: MonthTests): MetRoute | null {
  const { required, have, threshold, incomeCents, averagedSum } = tests;
  if (have >= required) return 'hours';
  if (tests.halfTimeSchool) return 'education';
  if (threshold === null) return null;
  if (incomeCents >= threshold) return 'income';
  if (averagedSum !== null && averagedSum >= threshold * tests.averageMonths) return 'seasonal_income';
  // Combined: the share of the hours test and the share of the pay test together reach one whole.
  if (tests.combine && have * threshold + incomeCents * required >= required * threshold) return 'combined';
  return null;
}

/** What a month that meets no route still lacks: either alone closes it. */
function shortfall(tests: MonthTests): Pick<Missing, 'hours' | 'incomeCents'> {
  const { required, have, threshold, incomeCents } = tests;
  if (threshold === null) return { hours: hoursFromHundredthsUp(required - have), incomeCents: null };
  if (!tests.combine) {
    return {
      hours: hoursFromHundredthsUp(required - have),
      incomeCents: Math.max(0, threshold - incomeCents),
    };
  }
  // With the other's share already counted.
  const hoursShort = (required * (threshold - incomeCents)) / threshold - have;
  const incomeShort = (threshold * (required - have)) / required - incomeCents;
  return {
    hours: hoursFromHundredthsUp(hoursShort),
    incomeCents: Math.max(0, Math.ceil(incomeShort - 1e-9)),
  };
}

/** What the state's records for the month add to the tests, and which source would decide it. */
interface StateFacts {
  /** The first source whose flag exempts the month under the profile; null when none. */
  exemptingSource: StateDataSource | null;
  /** Pay from the profile's income sources. */
  incomeCents: number;
  /** The income source with the most pay, for naming it. */
  incomeSource: StateDataSource | null;
  /** Hours worked the income sources record (payroll hours), counted as employment. */
  workHours: number;
  /** School enrollment from the `school` source; null when it has none. */
  school: SchoolEnrollment | null;
}

function stateFactsOf(profile: RuleProfile, records: readonly StateRecord[]): StateFacts {
  const { exemptingSources, incomeSources } = profile.verification;
  const exempting = records.find(
    (record) => record.flag === true && exemptingSources.includes(record.source),
  );
  let incomeCents = 0;
  let workHours = 0;
  let incomeSource: StateRecord | null = null;
  for (const record of records) {
    if (!incomeSources.includes(record.source)) continue;
    incomeCents += record.amountCents ?? 0;
    workHours += record.hours ?? 0;
    if ((record.amountCents ?? 0) > (incomeSource?.amountCents ?? -1)) incomeSource = record;
  }
  const schoolRecord = records.find((record) => record.source === 'school');
  const school: SchoolEnrollment | null =
    schoolRecord === undefined
      ? null
      : schoolRecord.flag === true
        ? { halfTime: true }
        : (schoolRecord.hours ?? 0) > 0
          ? { halfTime: false, creditHours: schoolRecord.hours ?? 0 }
          : null;
  return {
    exemptingSource: exempting?.source ?? null,
    incomeCents,
    incomeSource: incomeSource?.source ?? null,
    workHours: roundHours(workHours),
    school,
  };
}

/**
 * Who decided a met month: the state's source when its data alone meets the route (the person need
 * show nothing), else the person.
 */
function deciderOfMet(
  route: MetRoute,
  state: StateFacts,
  tests: MonthTests,
  schoolFromState: boolean,
): DecidingSource {
  if (route === 'hours' && hundredths(state.workHours) >= tests.required)
    return state.incomeSource ?? 'wages';
  if (route === 'income' && tests.threshold !== null && state.incomeCents >= tests.threshold) {
    return state.incomeSource ?? 'wages';
  }
  if (route === 'education' && schoolFromState) return 'school';
  return 'enrollee';
}

/**
 * The determination of one person-month. An exemption (or a school enrollment) in force on any day of
 * the month covers all of it, since the law excludes people "for the months the condition holds" and
 * the month's hours are counted over the whole month; the same holds of age (see `ageCoverageOf`). The
 * result therefore does not change with the day the month is judged on; `judgedOn` (which must lie in
 * the month) is kept with it, and `today` tells whether a shortfall can still be made up.
 */
export function determineMonth(input: DeterminationInput): Determination {
  const { profile } = input;
  const month = parseYearMonth(input.month);
  if (
    compareDates(input.judgedOn, firstDayOf(month)) < 0 ||
    compareDates(input.judgedOn, lastDayOf(month)) > 0
  ) {
    throw new RangeError(`judgedOn must be a day of ${input.month}`);
  }

  const state = stateFactsOf(profile, input.stateRecords ?? []);
  // Payroll hours the state records stand for employment the person need not log again: the larger
  // of the two counts, never their sum, so a logged shift is not counted twice.
  const hoursByType: HoursByType =
    state.workHours > 0 && profile.qualifyingTypes.includes('employment')
      ? { ...input.hoursByType, employment: Math.max(input.hoursByType.employment ?? 0, state.workHours) }
      : input.hoursByType;
  const counted = countHours(profile, hoursByType);
  // Approved and in force on at least one day of the month.
  const approvedInMonth = input.exemptions.filter((exemption) => isActiveDuring(exemption, month));
  const studyCodes = profile.education?.exemptionTypeCodes ?? [];
  const schoolByExemption = approvedInMonth.some((exemption) => matchesCode(studyCodes, exemption.typeCode));
  const exempting = approvedInMonth.filter((exemption) => !matchesCode(studyCodes, exemption.typeCode));

  const education = profile.education;
  const schoolEnrollment = input.schoolEnrollment ?? state.school;
  const halfTimeSchool =
    education !== null &&
    education.halfTimeMeetsMonth &&
    (schoolByExemption || schoolEnrollment?.halfTime === true);
  const studyHours =
    education !== null && !halfTimeSchool && schoolEnrollment?.halfTime === false
      ? roundHours(schoolEnrollment.creditHours * education.hoursPerCreditHour)
      : 0;
  const countedHours = roundHours(counted.total + studyHours);

  const threshold = incomeThresholdCents(profile);
  const averagedSum = seasonalSum(input);
  const averageMonths = profile.income?.seasonalAverageMonths ?? 0;
  const deadline = reportingDeadlineOf(month, profile.reportingDay);

  const base = {
    profileId: profile.id,
    month: formatYearMonth(month),
    judgedOn: input.judgedOn,
    requiredHours: profile.requiredHours,
    qualifyingTypes: profile.qualifyingTypes,
    countedHours,
    countedHoursByType: counted.byType,
    studyHours,
    uncountedHours: counted.uncounted,
    jobSearchActivities: input.jobSearchActivities,
    jobSearchMinimum: profile.jobSearch.minimumActivities,
    incomeCents: input.incomeCents,
    stateIncomeCents: state.incomeCents,
    seasonalAverageCents: averagedSum === null ? null : Math.floor(averagedSum / averageMonths),
    incomeThresholdCents: threshold,
    deadline,
  };
  const nothingToDo = { ...base, nextStep: { kind: 'none' } as const, decidedBy: null };

  if (profile.effectiveMonth !== null && compareMonths(month, parseYearMonth(profile.effectiveMonth)) < 0) {
    return {
      ...nothingToDo,
      status: 'not_required',
      reason: 'before_effective_month',
      effectiveMonth: profile.effectiveMonth,
    };
  }

  const ages = ageCoverageOf(input.birthdate, month, profile.ages);
  if (!ages.covered) {
    return ages.bound === 'minimum'
      ? {
          ...nothingToDo,
          status: 'not_required',
          reason: 'age',
          bound: 'minimum',
          age: ages.age,
          firstMonth: formatYearMonth(ages.firstMonth),
        }
      : {
          ...nothingToDo,
          status: 'not_required',
          reason: 'age',
          bound: 'limit',
          age: ages.age,
          lastMonth: formatYearMonth(ages.lastMonth),
        };
  }

  if (exempting.length > 0) {
    return {
      ...nothingToDo,
      status: 'exempt',
      exemptions: exempting.map(monthExemption),
      decidedBy: 'enrollee',
    };
  }
  if (state.exemptingSource !== null) {
    return { ...nothingToDo, status: 'exempt', exemptions: [], decidedBy: state.exemptingSource };
  }

  const tests: MonthTests = {
    required: hundredths(profile.requiredHours),
    have: hundredths(countedHours),
    halfTimeSchool,
    // The state's wage records and what the person reported describe the same pay: the larger counts.
    incomeCents: Math.max(input.incomeCents, state.incomeCents),
    threshold,
    averagedSum,
    averageMonths,
    combine: profile.combineHoursAndIncome,
  };
  const route = routeMeeting(tests);
  const jobSearchShort = Math.max(0, profile.jobSearch.minimumActivities - input.jobSearchActivities);
  if (route !== null && jobSearchShort === 0) {
    const schoolFromState = input.schoolEnrollment === null && state.school !== null && !schoolByExemption;
    return {
      ...nothingToDo,
      status: 'met',
      route,
      decidedBy: deciderOfMet(route, state, tests, schoolFromState),
    };
  }

  const missing: Missing =
    route === null
      ? { ...shortfall(tests), jobSearchActivities: jobSearchShort }
      : { hours: 0, incomeCents: threshold === null ? null : 0, jobSearchActivities: jobSearchShort };
  const closed = input.today !== undefined && compareDates(input.today, deadline) > 0;
  const nextStep: NextStep = closed
    ? { kind: 'reporting_closed', deadline }
    : {
        kind: 'log_more',
        hours: missing.hours,
        incomeCents: missing.incomeCents,
        jobSearchActivities: missing.jobSearchActivities,
        by: deadline,
      };
  return { ...base, nextStep, decidedBy: null, status: 'not_met', missing };
}
