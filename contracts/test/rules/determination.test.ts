import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { evaluateCompliance } from '@tracker/contracts/rules/compliance';
import { type DeterminationInput, determineMonth } from '@tracker/contracts/rules/determination';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import { describe, expect, it } from 'vitest';
import {
  day,
  exemption,
  federal,
  monthInput,
  seed,
  studentExemption,
  variant,
} from '../support/determination-inputs.js';

interface Case {
  name: string;
  input: Partial<DeterminationInput>;
  /** What the determination must hold (a partial match). */
  expected: Record<string, unknown>;
}

const notMet = (hours: number, incomeCents: number | null, jobSearchActivities = 0) => ({
  status: 'not_met',
  missing: { hours, incomeCents, jobSearchActivities },
});

// Person-months from the law's own cases. Unless a row says otherwise: March 2027, the federal
// profile, judged on 31 March, someone born 17 May 1990, nothing logged.
const cases: Case[] = [
  // Hours
  {
    name: '80 hours of work meet the month by hours',
    input: { hoursByType: { employment: 80 } },
    expected: { status: 'met', route: 'hours', countedHours: 80, requiredHours: 80 },
  },
  {
    name: 'work, a work program and community service add up',
    input: { hoursByType: { employment: 40, training: 25, volunteer: 15 } },
    expected: { status: 'met', route: 'hours', countedHours: 80 },
  },
  {
    name: 'half an hour short is not met, with the hours and the pay that would close it',
    input: { hoursByType: { employment: 79.5 } },
    expected: { ...notMet(0.5, 58000), countedHours: 79.5 },
  },
  {
    name: 'nothing logged is 80 hours or $580 short',
    input: {},
    expected: notMet(80, 58000),
  },

  // Job search under both profiles
  {
    name: 'federal: 85 hours of job search do not count and say why',
    input: { hoursByType: { job_search: 85 } },
    expected: {
      ...notMet(80, 58000),
      countedHours: 0,
      uncountedHours: [{ type: 'job_search', hours: 85, reason: 'job_search_not_counted' }],
    },
  },
  {
    name: 'federal: job search beside 80 hours of work is listed as not counting, the month met',
    input: { hoursByType: { employment: 80, job_search: 10 } },
    expected: {
      status: 'met',
      route: 'hours',
      countedHours: 80,
      uncountedHours: [{ type: 'job_search', hours: 10, reason: 'job_search_not_counted' }],
    },
  },
  {
    name: 'seed: 85 hours of job search meet the month',
    input: { profile: seed, hoursByType: { job_search: 85 } },
    expected: { status: 'met', route: 'hours', countedHours: 85, uncountedHours: [] },
  },
  {
    name: 'seed: 20 hours of job search are exactly enough',
    input: { profile: seed, hoursByType: { job_search: 20 } },
    expected: { status: 'met', route: 'hours', requiredHours: 20 },
  },
  {
    name: 'seed: 19.5 hours are short, and pay is no way out',
    input: { profile: seed, hoursByType: { job_search: 10, employment: 9.5 }, incomeCents: 100000 },
    expected: { ...notMet(0.5, null), incomeThresholdCents: null },
  },
  {
    name: 'a type the state leaves out is shown as not counting',
    input: {
      profile: variant(federal, { qualifyingTypes: ['employment', 'volunteer'] }),
      hoursByType: { employment: 70, training: 10 },
    },
    expected: {
      ...notMet(10, 58000),
      uncountedHours: [{ type: 'training', hours: 10, reason: 'type_not_counted' }],
    },
  },
  {
    name: 'a state minimum of job-search activities comes on top of the hours',
    input: {
      profile: variant(federal, { jobSearch: { countsTowardHours: false, minimumActivities: 3 } }),
      hoursByType: { employment: 80 },
      jobSearchActivities: 2,
    },
    expected: notMet(0, 0, 1),
  },
  {
    name: 'the state minimum of job-search activities reached, the month is met',
    input: {
      profile: variant(federal, { jobSearch: { countsTowardHours: false, minimumActivities: 3 } }),
      hoursByType: { employment: 80 },
      jobSearchActivities: 3,
    },
    expected: { status: 'met', route: 'hours', jobSearchMinimum: 3 },
  },

  // Income
  {
    name: '$580.00 of pay meets the month by income',
    input: { incomeCents: 58000 },
    expected: { status: 'met', route: 'income', incomeCents: 58000, incomeThresholdCents: 58000 },
  },
  {
    name: '$579.99 of pay is one cent short',
    input: { incomeCents: 57999 },
    expected: notMet(80, 1),
  },
  {
    name: '60 hours of work and a $600 paycheque are met by income',
    input: { hoursByType: { employment: 60 }, incomeCents: 60000 },
    expected: { status: 'met', route: 'income', countedHours: 60 },
  },

  // Seasonal average
  {
    name: "a seasonal worker's six-month average of $580 meets a month without pay",
    input: {
      seasonalWorker: true,
      precedingIncomeCents: [100000, 100000, 80000, 30000, 20000, 18000],
    },
    expected: { status: 'met', route: 'seasonal_income', seasonalAverageCents: 58000 },
  },
  {
    name: 'a seasonal average one cent short of $580 in all is not met',
    input: {
      seasonalWorker: true,
      precedingIncomeCents: [100000, 100000, 80000, 30000, 20000, 17999],
    },
    expected: { ...notMet(80, 58000), seasonalAverageCents: 57999 },
  },
  {
    name: 'the same pay history does not help someone who is not a seasonal worker',
    input: { precedingIncomeCents: [100000, 100000, 80000, 30000, 20000, 18000] },
    expected: { ...notMet(80, 58000), seasonalAverageCents: null },
  },
  {
    name: 'months without pay on record count as none in the average',
    input: { seasonalWorker: true, precedingIncomeCents: [115000, 115000, 115000] },
    expected: { ...notMet(80, 58000), seasonalAverageCents: 57500 },
  },
  {
    name: 'pay older than six months is not averaged',
    input: { seasonalWorker: true, precedingIncomeCents: [0, 0, 0, 0, 0, 0, 1000000] },
    expected: { ...notMet(80, 58000), seasonalAverageCents: 0 },
  },

  // Hours and pay together
  {
    name: 'combining off: 60 hours and $150 stay apart',
    input: { hoursByType: { employment: 60 }, incomeCents: 15000 },
    expected: notMet(20, 43000),
  },
  {
    name: 'combining on: 60 hours and $145 (20 hours at $7.25) meet the month together',
    input: {
      profile: variant(federal, { combineHoursAndIncome: true }),
      hoursByType: { employment: 60 },
      incomeCents: 14500,
    },
    expected: { status: 'met', route: 'combined' },
  },
  {
    name: 'combining on: a cent short, either a hundredth of an hour or a cent closes it',
    input: {
      profile: variant(federal, { combineHoursAndIncome: true }),
      hoursByType: { employment: 60 },
      incomeCents: 14499,
    },
    expected: notMet(0.01, 1),
  },
  {
    name: 'combining on: 80 hours are still met by hours',
    input: {
      profile: variant(federal, { combineHoursAndIncome: true }),
      hoursByType: { volunteer: 80 },
      incomeCents: 10000,
    },
    expected: { status: 'met', route: 'hours' },
  },

  // Education
  {
    name: 'an approved half-time-student exemption meets the month by education, not as an exemption',
    input: { exemptions: [studentExemption()] },
    expected: { status: 'met', route: 'education' },
  },
  {
    name: 'a school data match of half-time enrollment meets the month by education',
    input: { schoolEnrollment: { halfTime: true } },
    expected: { status: 'met', route: 'education' },
  },
  {
    name: 'below half time, 6 credit hours count 24 hours, with 56 of work enough',
    input: { schoolEnrollment: { halfTime: false, creditHours: 6 }, hoursByType: { employment: 56 } },
    expected: { status: 'met', route: 'hours', studyHours: 24, countedHours: 80 },
  },
  {
    name: 'below half time, 3 credit hours and 60 of work are 8 hours short',
    input: { schoolEnrollment: { halfTime: false, creditHours: 3 }, hoursByType: { employment: 60 } },
    expected: { ...notMet(8, 58000), studyHours: 12, countedHours: 72 },
  },
  {
    name: 'seed: a student exemption exempts the month, as it always has',
    input: { profile: seed, exemptions: [studentExemption()] },
    expected: { status: 'exempt' },
  },

  // Exemptions
  {
    name: 'an approved exemption in force all month exempts it, naming it',
    input: { exemptions: [exemption()] },
    expected: {
      status: 'exempt',
      exemptions: [
        {
          typeCode: 'PREGNANT',
          name: 'Pregnant or postpartum',
          effectiveDate: '2027-01-01',
          expirationDate: '2027-12-31',
          isPermanent: false,
        },
      ],
    },
  },
  {
    name: 'an exemption ending mid-month exempts that month',
    input: { exemptions: [exemption({ expirationDate: '2027-03-15' })] },
    expected: { status: 'exempt' },
  },
  {
    name: 'an exemption that ended mid-March does not exempt April',
    input: {
      month: '2027-04',
      judgedOn: day('2027-04-30'),
      exemptions: [exemption({ expirationDate: '2027-03-15' })],
    },
    expected: notMet(80, 58000),
  },
  {
    name: 'an exemption starting mid-month exempts that month',
    input: { exemptions: [exemption({ effectiveDate: '2027-03-20', expirationDate: null })] },
    expected: { status: 'exempt' },
  },
  {
    name: 'a denied exemption exempts nothing',
    input: { exemptions: [exemption({ status: 'denied' })] },
    expected: notMet(80, 58000),
  },
  {
    name: 'an exemption wins over hours already logged',
    input: { exemptions: [exemption()], hoursByType: { employment: 80 } },
    expected: { status: 'exempt', countedHours: 80 },
  },

  // Age
  {
    name: 'under 19 is not required, with the first month that is',
    input: { birthdate: '2010-06-15' },
    expected: { status: 'not_required', reason: 'age', bound: 'minimum', age: 19, firstMonth: '2029-07' },
  },
  {
    name: 'the month someone turns 19 after its first day is not required',
    input: { birthdate: '2008-03-10' },
    expected: { status: 'not_required', reason: 'age', bound: 'minimum', firstMonth: '2027-04' },
  },
  {
    name: 'the month after someone turns 19 is required',
    input: { birthdate: '2008-03-10', month: '2027-04', judgedOn: day('2027-04-30') },
    expected: notMet(80, 58000),
  },
  {
    name: 'someone who turns 19 on the 1st is required that month',
    input: { birthdate: '2008-03-01' },
    expected: notMet(80, 58000),
  },
  {
    name: 'a 29 February birthday turns 19 on 1 March of a common year, so March is required',
    input: { birthdate: '2008-02-29' },
    expected: notMet(80, 58000),
  },
  {
    name: '65 and over is not required',
    input: { birthdate: '1950-01-01', hoursByType: { employment: 10 } },
    expected: { status: 'not_required', reason: 'age', bound: 'limit', age: 65, lastMonth: '2014-12' },
  },
  {
    name: 'the month someone turns 65 is not required',
    input: { birthdate: '1962-03-20' },
    expected: { status: 'not_required', reason: 'age', bound: 'limit', lastMonth: '2027-02' },
  },
  {
    name: 'the month before someone turns 65 is required',
    input: { birthdate: '1962-03-20', month: '2027-02', judgedOn: day('2027-02-28') },
    expected: notMet(80, 58000),
  },
  {
    name: 'age outranks an exemption',
    input: { birthdate: '1950-01-01', exemptions: [exemption()] },
    expected: { status: 'not_required', reason: 'age' },
  },
  {
    name: 'without a birthdate the requirement applies',
    input: { birthdate: null },
    expected: notMet(80, 58000),
  },

  // The effective month
  {
    name: 'federal: December 2026 is before the requirement starts',
    input: { month: '2026-12', judgedOn: day('2026-12-31'), hoursByType: { job_search: 5 } },
    expected: { status: 'not_required', reason: 'before_effective_month', effectiveMonth: '2027-01' },
  },
  {
    name: 'federal: January 2027 is required',
    input: { month: '2027-01', judgedOn: day('2027-01-31') },
    expected: { ...notMet(80, 58000), deadline: day('2027-02-15') },
  },
  {
    name: 'a state that starts early requires its months before January 2027',
    input: {
      profile: variant(federal, { effectiveMonth: '2026-07' }),
      month: '2026-09',
      judgedOn: day('2026-09-30'),
    },
    expected: notMet(80, 58000),
  },
  {
    name: 'seed: any month is required',
    input: { profile: seed, month: '2020-01', judgedOn: day('2020-01-31') },
    expected: notMet(20, null),
  },

  // Deadline and next step
  {
    name: "the deadline is the profile's day of the next month, the next step due by then",
    input: { hoursByType: { employment: 74 }, judgedOn: day('2027-03-18') },
    expected: {
      deadline: day('2027-04-15'),
      nextStep: {
        kind: 'log_more',
        hours: 6,
        incomeCents: 58000,
        jobSearchActivities: 0,
        by: day('2027-04-15'),
      },
    },
  },
  {
    name: 'a state deadline on the 10th',
    input: { profile: variant(federal, { reportingDay: 10 }) },
    expected: { deadline: day('2027-04-10') },
  },
  {
    name: "December's deadline falls in the next year",
    input: { month: '2027-12', judgedOn: day('2027-12-31') },
    expected: { deadline: day('2028-01-15') },
  },
  {
    name: 'a shortfall after the deadline has no step left',
    input: { today: day('2027-04-16') },
    expected: { status: 'not_met', nextStep: { kind: 'reporting_closed', deadline: day('2027-04-15') } },
  },
  {
    name: 'on the deadline itself hours may still be logged',
    input: { today: day('2027-04-15') },
    expected: { nextStep: expect.objectContaining({ kind: 'log_more' }) },
  },
  {
    name: 'a met month has nothing left to do',
    input: { incomeCents: 70000, today: day('2027-05-01') },
    expected: { status: 'met', nextStep: { kind: 'none' } },
  },
];

describe('the determination of a person-month', () => {
  it('covers at least 40 person-months', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('$name', ({ input, expected }) => {
    expect(determineMonth(monthInput(input))).toMatchObject(expected);
  });

  it('carries what the words need: month, profile, qualifying types, judged day', () => {
    const result = determineMonth(monthInput({ judgedOn: day('2027-03-18') }));
    expect(result).toMatchObject({
      profileId: 'federal-2027',
      month: '2027-03',
      judgedOn: day('2027-03-18'),
      qualifyingTypes: ['employment', 'training', 'volunteer'],
    });
  });

  it('refuses a judged day outside the month', () => {
    expect(() => determineMonth(monthInput({ judgedOn: day('2027-04-01') }))).toThrow(RangeError);
    expect(() => determineMonth(monthInput({ judgedOn: day('2027-02-28') }))).toThrow(RangeError);
  });

  it('gives the same answer whichever day of the month it is judged on', () => {
    for (const judged of ['2027-03-01', '2027-03-09', '2027-03-10', '2027-03-31']) {
      // Turns 19 on 10 March, with an exemption ending on 15 March: neither changes within the month.
      const young = determineMonth(monthInput({ birthdate: '2008-03-10', judgedOn: day(judged) }));
      expect(young.status, judged).toBe('not_required');
      const exempt = determineMonth(
        monthInput({ exemptions: [exemption({ expirationDate: '2027-03-15' })], judgedOn: day(judged) }),
      );
      expect(exempt.status, judged).toBe('exempt');
    }
  });

  it('under the seed profile, meets a month exactly when today’s status says completed', () => {
    const hoursToTry = [0, 5, 19.5, 20, 20.5, 40];
    for (const type of ACTIVITY_TYPES) {
      for (const hours of hoursToTry) {
        const hoursByType = { [type]: hours };
        const determined = determineMonth(monthInput({ profile: seed, hoursByType }));
        const today = evaluateCompliance({
          asOf: day('2027-03-31'),
          birthdate: '1990-05-17',
          requiredHours: seed.requiredHours,
          hoursByType,
          qualifyingTypes: seed.qualifyingTypes,
          exemptions: [],
        });
        expect(determined.status === 'met', `${hours} ${type}`).toBe(today.complianceStatus === 'completed');
        expect(determined.countedHours).toBe(today.currentHours);
      }
    }
  });
});

describe("the state's own data", () => {
  const wages = (amountCents: number, hours: number | null = null): StateRecord => ({
    source: 'wages',
    amountCents,
    hours,
    flag: null,
  });
  const flagged = (source: StateRecord['source']): StateRecord => ({
    source,
    amountCents: null,
    hours: null,
    flag: true,
  });

  it('meets a month by income from wage records alone, decided by them', () => {
    const result = determineMonth(monthInput({ stateRecords: [wages(58_000)] }));
    expect(result).toMatchObject({
      status: 'met',
      route: 'income',
      decidedBy: 'wages',
      stateIncomeCents: 58_000,
    });
  });

  it('counts the larger of reported pay and wage records, not their sum', () => {
    const result = determineMonth(monthInput({ incomeCents: 30_000, stateRecords: [wages(30_000)] }));
    expect(result).toMatchObject({ status: 'not_met', missing: { incomeCents: 28_000 } });
  });

  it('names the person when their own report meets the month and the records do not', () => {
    const result = determineMonth(monthInput({ incomeCents: 60_000, stateRecords: [wages(10_000)] }));
    expect(result).toMatchObject({ status: 'met', route: 'income', decidedBy: 'enrollee' });
  });

  it('counts payroll hours as employment once, beside logged hours', () => {
    const both = determineMonth(
      monthInput({ hoursByType: { employment: 50 }, stateRecords: [wages(0, 60)] }),
    );
    expect(both).toMatchObject({ status: 'not_met', countedHours: 60 });
    const enough = determineMonth(monthInput({ stateRecords: [wages(0, 80)] }));
    expect(enough).toMatchObject({ status: 'met', route: 'hours', decidedBy: 'wages' });
  });

  it.each(['snap', 'tanf', 'claims', 'va'] as const)('exempts the month on a %s flag', (source) => {
    const result = determineMonth(monthInput({ stateRecords: [flagged(source)] }));
    expect(result).toMatchObject({
      status: 'exempt',
      exemptions: [],
      decidedBy: source,
      nextStep: { kind: 'none' },
    });
  });

  it('does not exempt on a source the profile does not list, or on a flag that is false', () => {
    expect(determineMonth(monthInput({ stateRecords: [flagged('unemployment')] })).status).toBe('not_met');
    const no = { ...flagged('snap'), flag: false };
    expect(determineMonth(monthInput({ stateRecords: [no] })).status).toBe('not_met');
  });

  it('meets a month by half-time school enrollment from school records', () => {
    const result = determineMonth(monthInput({ stateRecords: [flagged('school')] }));
    expect(result).toMatchObject({ status: 'met', route: 'education', decidedBy: 'school' });
  });

  it('credits school hours below half time', () => {
    const result = determineMonth(
      monthInput({ stateRecords: [{ source: 'school', amountCents: null, hours: 6, flag: false }] }),
    );
    expect(result).toMatchObject({ status: 'not_met', studyHours: 24 });
  });

  it('keeps an approved exemption first, decided by what the person asked for', () => {
    const result = determineMonth(monthInput({ exemptions: [exemption()], stateRecords: [flagged('snap')] }));
    expect(result).toMatchObject({ status: 'exempt', decidedBy: 'enrollee' });
  });

  it('requires nothing before the effective month, whatever the data says', () => {
    const result = determineMonth(
      monthInput({ month: '2026-12', judgedOn: day('2026-12-31'), stateRecords: [wages(90_000)] }),
    );
    expect(result).toMatchObject({ status: 'not_required', decidedBy: null });
  });

  it('under the seed profile, wage records do not meet a month (pay does not count there)', () => {
    const result = determineMonth(monthInput({ profile: seed, stateRecords: [wages(90_000)] }));
    expect(result.status).toBe('not_met');
  });
});
