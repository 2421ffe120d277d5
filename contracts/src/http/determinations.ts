import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants/activities.js';
import { type Language } from '../constants/accounts.js';
import { formatIsoDate } from '../rules/calendar.js';
import {
  type Determination,
  type DeterminationStatus,
  MET_ROUTES,
  type NextStep,
  UNCOUNTED_REASONS,
} from '../rules/determination.js';
import {
  determinationSummary,
  nextStepSentence,
  uncountedHoursSentence,
} from '../rules/determination-words.js';
import { yearMonthText } from '../rules/profiles/profile.js';
import { DECIDING_SOURCES } from '../rules/state-data.js';
import { isoDate } from './fields.js';

// A month's determination as the API sends it: the dashboard's figures add its core, and
// `GET /api/compliance/months` sends it whole for each month. Dates travel as `YYYY-MM-DD`, money as
// whole cents, and the sentences are the ones texts and the monthly report use, in the person's language.

export const DETERMINATION_STATUSES = [
  'not_required',
  'exempt',
  'met',
  'not_met',
] as const satisfies readonly DeterminationStatus[];

const cents = z.number().int().nonnegative();

export const uncountedHoursItem = z.object({
  type: z.enum(ACTIVITY_TYPES),
  hours: z.number().positive(),
  /** `job_search_not_counted` where the rules leave job search out; `type_not_counted` for another type. */
  reason: z.enum(UNCOUNTED_REASONS),
});
export type UncountedHoursItem = z.infer<typeof uncountedHoursItem>;

/** The smallest thing left to do for the month. */
export const nextStepJson = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** `hours` more of the counted types, or instead `incomeCents` more pay (null where pay does not count), and the job-search activities, by `by`. */
  z.object({
    kind: z.literal('log_more'),
    hours: z.number().nonnegative(),
    incomeCents: cents.nullable(),
    jobSearchActivities: z.number().int().nonnegative(),
    by: isoDate,
  }),
  /** The month fell short and its reporting deadline has passed. */
  z.object({ kind: z.literal('reporting_closed'), deadline: isoDate }),
]);
export type NextStepJson = z.infer<typeof nextStepJson>;

/** What every answer that judges a month carries. */
export const determinationCore = z.object({
  determination: z.enum(DETERMINATION_STATUSES),
  /** How the month was met; null unless `determination` is `met`. */
  route: z.enum(MET_ROUTES).nullable(),
  /**
   * Who decided a met or exempt month: a state source when the state's data alone did (nothing is
   * asked of the person), else `enrollee`; null otherwise. Absent from servers before state data.
   */
  decidedBy: z.enum(DECIDING_SOURCES).nullable().optional(),
  /** Hours that count: those of the counted types, plus any credited for study. */
  countedHours: z.number().nonnegative(),
  /** Logged hours that do not count, by type, with why. */
  uncountedHours: z.array(uncountedHoursItem),
  /** Gross pay of the month, in cents. */
  income: cents,
  /** The pay that meets the month, in cents; null when the rules do not count pay. */
  incomeThreshold: cents.nullable(),
  /** The last day the month's hours and pay may be reported. */
  deadline: isoDate,
  nextStep: nextStepJson,
  /** The month's result in one sentence. */
  summary: z.string(),
  /** `nextStep` in one sentence. */
  nextStepText: z.string(),
  /** Which logged hours did not count, in one sentence; null when all counted. */
  uncountedText: z.string().nullable(),
});
export type DeterminationCore = z.infer<typeof determinationCore>;

const exemptionInForce = z.object({
  /** The type's abbreviation; null for a type without one. */
  typeCode: z.string().nullable(),
  name: z.string(),
  effectiveDate: isoDate.nullable(),
  expirationDate: isoDate.nullable(),
  isPermanent: z.boolean(),
});

/** Why nothing is required of the month; null when something is. */
const notRequiredJson = z
  .discriminatedUnion('reason', [
    z.object({ reason: z.literal('before_effective_month'), effectiveMonth: yearMonthText }),
    z.object({
      reason: z.literal('age'),
      /** `minimum`: under the lowest age, `firstMonth` is the first month covered; `limit`: at the age limit, `lastMonth` was the last. */
      bound: z.enum(['minimum', 'limit']),
      age: z.number().int().positive(),
      firstMonth: yearMonthText.nullable(),
      lastMonth: yearMonthText.nullable(),
    }),
  ])
  .nullable();

/** What a month that is not met still lacks; each of `hours` and `incomeCents` alone would close it. */
const missingJson = z
  .object({
    hours: z.number().nonnegative(),
    /** Null where pay does not meet a month. */
    incomeCents: cents.nullable(),
    jobSearchActivities: z.number().int().nonnegative(),
  })
  .nullable();

/** One month's determination with its reasons. */
export const monthDetermination = determinationCore.extend({
  /** `YYYY-MM`. */
  month: yearMonthText,
  /** The day the month is judged on: today while it runs, its last day once it is over. */
  judgedOn: isoDate,
  profileId: z.string(),
  notRequired: notRequiredJson,
  /** The exemptions that exempt the month; empty unless `determination` is `exempt`. */
  exemptions: z.array(exemptionInForce),
  missing: missingJson,
  requiredHours: z.number().nonnegative(),
  /** Hours credited for study below half time. */
  studyHours: z.number().nonnegative(),
  jobSearchActivities: z.number().int().nonnegative(),
  /** Job-search activities the month must hold (0: none). */
  jobSearchMinimum: z.number().int().nonnegative(),
  /** A seasonal worker's average monthly pay over the rules' months, in cents; null otherwise. */
  seasonalAverage: cents.nullable(),
});
export type MonthDetermination = z.infer<typeof monthDetermination>;

function nextStepOf(step: NextStep): NextStepJson {
  switch (step.kind) {
    case 'none':
      return { kind: 'none' };
    case 'log_more':
      return {
        kind: 'log_more',
        hours: step.hours,
        incomeCents: step.incomeCents,
        jobSearchActivities: step.jobSearchActivities,
        by: formatIsoDate(step.by),
      };
    case 'reporting_closed':
      return { kind: 'reporting_closed', deadline: formatIsoDate(step.deadline) };
  }
}

/** The core of `d` as the API sends it, its sentences in `language`. */
export function determinationCoreOf(d: Determination, language: Language): DeterminationCore {
  return {
    determination: d.status,
    route: d.status === 'met' ? d.route : null,
    decidedBy: d.decidedBy,
    countedHours: d.countedHours,
    uncountedHours: d.uncountedHours.map(({ type, hours, reason }) => ({ type, hours, reason })),
    income: d.incomeCents,
    incomeThreshold: d.incomeThresholdCents,
    deadline: formatIsoDate(d.deadline),
    nextStep: nextStepOf(d.nextStep),
    summary: determinationSummary(d, language),
    nextStepText: nextStepSentence(d, language),
    uncountedText: uncountedHoursSentence(d, language),
  };
}

function notRequiredOf(d: Determination): MonthDetermination['notRequired'] {
  if (d.status !== 'not_required') return null;
  if (d.reason === 'before_effective_month') {
    return { reason: 'before_effective_month', effectiveMonth: d.effectiveMonth };
  }
  return d.bound === 'minimum'
    ? { reason: 'age', bound: 'minimum', age: d.age, firstMonth: d.firstMonth, lastMonth: null }
    : { reason: 'age', bound: 'limit', age: d.age, firstMonth: null, lastMonth: d.lastMonth };
}

/** `d` whole, with its reasons, as the API sends it, its sentences in `language`. */
export function monthDeterminationOf(d: Determination, language: Language): MonthDetermination {
  return {
    month: d.month,
    judgedOn: formatIsoDate(d.judgedOn),
    profileId: d.profileId,
    ...determinationCoreOf(d, language),
    notRequired: notRequiredOf(d),
    exemptions: d.status === 'exempt' ? d.exemptions.map((exemption) => ({ ...exemption })) : [],
    missing: d.status === 'not_met' ? { ...d.missing } : null,
    requiredHours: d.requiredHours,
    studyHours: d.studyHours,
    jobSearchActivities: d.jobSearchActivities,
    jobSearchMinimum: d.jobSearchMinimum,
    seasonalAverage: d.seasonalAverageCents,
  };
}
