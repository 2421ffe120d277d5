import type { Language } from '@tracker/contracts/constants/accounts';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import {
  type Determination,
  type DeterminationInput,
  determineMonth,
} from '@tracker/contracts/rules/determination';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import { statusText } from '../../src/domain/sms/status-text.js';

const day = parseIsoDate;

/** The federal profile from a month this year, so its months are judged rather than not yet required. */
export const federalNow: RuleProfile = { ...federal2027Profile, effectiveMonth: '2026-01' };

/** One month of one person, judged on September 25 unless the input says otherwise. */
export function determined(input: Partial<DeterminationInput>): Determination {
  return determineMonth({
    profile: seedProfile,
    month: '2026-09',
    judgedOn: day('2026-09-25'),
    today: day('2026-09-25'),
    birthdate: '1990-05-17',
    hoursByType: {},
    jobSearchActivities: 0,
    incomeCents: 0,
    precedingIncomeCents: [],
    seasonalWorker: false,
    exemptions: [],
    schoolEnrollment: null,
    ...input,
  });
}

const longExemption = {
  status: 'approved' as const,
  effectiveDate: '2026-01-01',
  expirationDate: null,
  isPermanent: true,
  typeCode: 'DISABLED',
  name: 'Medically frail or with a disability xx',
};

/**
 * Months of every kind the STATUS answer gives, under both profiles, with the longest numbers and
 * names they meet: each way of being met, exempt, not required for each reason, and not met with
 * every part of a step, open and closed.
 */
export const statusMonths: Record<string, Partial<DeterminationInput>> = {
  'seed: met by hours': { hoursByType: { training: 123.25 } },
  'seed: not met': { hoursByType: { volunteer: 0.25 } },
  'seed: not met, closed': { hoursByType: { volunteer: 0.25 }, today: day('2026-10-16') },
  'seed: exempt': { exemptions: [longExemption, { ...longExemption, typeCode: null }] },
  'seed: under age': { birthdate: '2008-09-30' },
  'seed: over age': { birthdate: '1961-09-15' },
  'federal: before it starts': { profile: federal2027Profile },
  'federal: met by hours': { profile: federalNow, hoursByType: { employment: 123.25 } },
  'federal: met by pay': { profile: federalNow, incomeCents: 9_999_999 },
  'federal: met by average pay': {
    profile: federalNow,
    seasonalWorker: true,
    incomeCents: 0,
    precedingIncomeCents: [999_999, 999_999, 999_999, 999_999, 999_999, 999_999],
  },
  'federal: met by school': {
    profile: federalNow,
    exemptions: [{ ...longExemption, typeCode: 'STUDENT', name: 'Student' }],
  },
  'federal: met by hours and pay': {
    profile: { ...federalNow, combineHoursAndIncome: true },
    hoursByType: { employment: 40.25 },
    incomeCents: 40_099,
  },
  'federal: not met': {
    profile: federalNow,
    hoursByType: { employment: 0.25, job_search: 85.75 },
    incomeCents: 1_99,
  },
  'federal: not met, closed': {
    profile: federalNow,
    hoursByType: { employment: 0.25 },
    today: day('2026-10-16'),
  },
  'federal: not met, job search short': {
    profile: { ...federalNow, jobSearch: { countsTowardHours: false, minimumActivities: 12 } },
    hoursByType: { employment: 0.25 },
    jobSearchActivities: 1,
  },
  'federal: job search short alone': {
    profile: { ...federalNow, jobSearch: { countsTowardHours: false, minimumActivities: 12 } },
    hoursByType: { employment: 123.25 },
    jobSearchActivities: 1,
  },
};

/** The STATUS answer to each of `statusMonths`, in `language`. */
export function statusSamples(language: Language): string[] {
  return Object.values(statusMonths).map((input) => statusText(determined(input), language));
}
