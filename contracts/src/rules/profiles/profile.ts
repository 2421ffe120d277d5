import { z } from 'zod';
import { ACTIVITY_TYPES } from '../../constants/activities.js';
import { STATE_DATA_SOURCES } from '../state-data.js';

// A rule profile: everything that decides whether a person-month is met, as data. The law leaves
// several of these to the state, so a profile is chosen at start and single values may be overridden
// by settings (see settings.ts); the determination reads nothing else.

/** The largest number of hours a month holds (31 days of 24 hours). */
const HOURS_IN_LONGEST_MONTH = 744;

/** A calendar month as `YYYY-MM`, between 2000 and 2100. */
export const yearMonthText = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Expected a month as YYYY-MM', abort: true })
  .refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= 2000 && year <= 2100;
  }, 'Expected a year from 2000 to 2100');

const wholeNumber = z.number().int();

export const incomeRule = z.object({
  /** The hourly minimum wage the threshold is built from, in cents (federal: 725). */
  minimumWageCents: wholeNumber.positive(),
  /** Hours at that wage the month's pay must reach (federal: 80, so $580). */
  hours: wholeNumber.positive(),
  /** Months of pay a seasonal worker's average is taken over; 0 turns averaging off. */
  seasonalAverageMonths: wholeNumber.min(0).max(12),
});
export type IncomeRule = z.infer<typeof incomeRule>;

export const educationRule = z.object({
  /** Enrollment at least half time meets the month on its own. */
  halfTimeMeetsMonth: z.boolean(),
  /** Hours credited per credit hour of study below half time. */
  hoursPerCreditHour: z.number().min(0).max(HOURS_IN_LONGEST_MONTH),
  /**
   * Abbreviations of exemption types whose approval establishes half-time enrollment; an exemption of
   * these types meets the month by education instead of exempting it.
   */
  exemptionTypeCodes: z.array(z.string().min(1)),
});
export type EducationRule = z.infer<typeof educationRule>;

export const verificationRule = z.object({
  /** Months of a renewal period that must be met (the law: at least one; a state option). */
  renewalMonthsToMeet: wholeNumber.min(1).max(12),
  /** Days from receiving a notice of noncompliance to show compliance (the law: 30). */
  noticeResponseDays: wholeNumber.min(30).max(90),
  /** Days a mailed notice is taken to travel, when the date it was received is not recorded. */
  mailingDays: wholeNumber.min(0).max(30),
  /** State data sources whose `flag` exempts the month (SNAP or TANF compliance, claims, VA). */
  exemptingSources: z.array(z.enum(STATE_DATA_SOURCES)),
  /** State data sources whose `amountCents` is pay toward the month's income test. */
  incomeSources: z.array(z.enum(STATE_DATA_SOURCES)),
});
export type VerificationRule = z.infer<typeof verificationRule>;

/** A profile's fields, before the checks across them. */
export const ruleProfileFields = z.object({
  id: z.string().min(1),
  /** The first month anything is required, `YYYY-MM`; null: always. */
  effectiveMonth: yearMonthText.nullable(),
  ages: z.object({
    /** Age reached from which the requirement applies. */
    min: wholeNumber.positive(),
    /** Age from which it no longer applies. */
    below: wholeNumber.positive(),
  }),
  /** Hours a month of the qualifying types that meet it. */
  requiredHours: z.number().positive().max(HOURS_IN_LONGEST_MONTH),
  /** Activity types whose hours count toward `requiredHours`, in the catalogue's order. */
  qualifyingTypes: z
    .array(z.enum(ACTIVITY_TYPES))
    .min(1)
    .refine((types) => new Set(types).size === types.length, 'Name each activity type once'),
  jobSearch: z.object({
    /** Whether job-search hours count toward the hours; always as `qualifyingTypes` says. */
    countsTowardHours: z.boolean(),
    /** Job-search activities a month must hold on top of meeting it (a state option; 0 by default). */
    minimumActivities: wholeNumber.min(0),
  }),
  /** How pay meets a month; null: pay does not meet it. */
  income: incomeRule.nullable(),
  /** Whether hours and pay short on their own may be added together (as shares of each test). */
  combineHoursAndIncome: z.boolean(),
  /** How school counts; null: it does not (a student exemption then exempts like any other). */
  education: educationRule.nullable(),
  /** Hours and pay of a month may be reported until this day of the next month. */
  reportingDay: wholeNumber.min(1).max(28),
  /** Consecutive months before the application month that must be met (a state option, 1 to 3). */
  lookBackMonths: wholeNumber.min(1).max(3),
  /** Months between renewals, at each of which compliance is checked. */
  renewalMonths: wholeNumber.positive(),
  verification: verificationRule,
});

export const ruleProfile = ruleProfileFields
  .refine((profile) => profile.ages.min < profile.ages.below, {
    error: 'The lowest age must be below the age limit',
    path: ['ages'],
  })
  .refine(
    (profile) => profile.jobSearch.countsTowardHours === profile.qualifyingTypes.includes('job_search'),
    { error: 'Job search counts exactly when it is a qualifying type', path: ['jobSearch'] },
  )
  .refine((profile) => !profile.combineHoursAndIncome || profile.income !== null, {
    error: 'Hours and income can be combined only where income counts',
    path: ['combineHoursAndIncome'],
  });
export type RuleProfile = z.infer<typeof ruleProfile>;

/** The pay a month must reach under `profile`, in cents; null where pay does not meet a month. */
export function incomeThresholdCents(profile: Pick<RuleProfile, 'income'>): number | null {
  return profile.income === null ? null : profile.income.minimumWageCents * profile.income.hours;
}
