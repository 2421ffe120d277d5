import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { describe, expect, it } from 'vitest';
import { ageOn, birthdayOfAge, requirementAppliesOn } from '@tracker/contracts/rules/age';
import { addDays, localDateIn, parseIsoDate } from '@tracker/contracts/rules/calendar';
import {
  type ComplianceInput,
  evaluateCompliance,
  progressPercentage,
  qualifyingHours,
} from '@tracker/contracts/rules/compliance';
import type { ExemptionTerms } from '@tracker/contracts/rules/exemption-terms';

const day = parseIsoDate;

function input(overrides: Partial<ComplianceInput> = {}): ComplianceInput {
  return {
    asOf: day('2026-11-15'),
    birthdate: '1990-05-17',
    requiredHours: 20,
    hoursByType: {},
    qualifyingTypes: ACTIVITY_TYPES,
    exemptions: [],
    ...overrides,
  };
}

const approved = (overrides: Partial<ExemptionTerms> = {}): ExemptionTerms => ({
  status: 'approved',
  effectiveDate: '2026-11-01',
  expirationDate: '2027-04-30',
  isPermanent: false,
  ...overrides,
});

describe('compliance status', () => {
  it('is exempt when an approved exemption is in force, whatever the age and hours', () => {
    const result = evaluateCompliance(input({ exemptions: [approved()], birthdate: '1950-01-01' }));
    expect(result).toMatchObject({
      complianceStatus: 'exempt',
      isCompliant: true,
      activeExemptions: 1,
      hoursStillNeeded: 0,
    });
  });

  it('is not required outside ages 19 to 64', () => {
    const young = evaluateCompliance(input({ birthdate: '2010-01-01' }));
    expect(young).toMatchObject({ complianceStatus: 'not_required', isCompliant: true, hoursStillNeeded: 0 });
    expect(evaluateCompliance(input({ birthdate: '1950-01-01' })).complianceStatus).toBe('not_required');
  });

  it('is completed once qualifying hours reach the requirement', () => {
    const exactly = evaluateCompliance(input({ hoursByType: { employment: 12, training: 8 } }));
    expect(exactly).toMatchObject({
      complianceStatus: 'completed',
      isCompliant: true,
      currentHours: 20,
      progressPercentage: 100,
      hoursStillNeeded: 0,
    });
  });

  it('is on track when the share of hours is at least the share of the month gone by', () => {
    // 15 November: half of a 30-day month; 10 of 20 hours is exactly half.
    const onPace = evaluateCompliance(input({ hoursByType: { volunteer: 10 } }));
    expect(onPace).toMatchObject({ complianceStatus: 'on_track', isCompliant: false, hoursStillNeeded: 10 });
    const ahead = evaluateCompliance(input({ hoursByType: { volunteer: 12.5 } }));
    expect(ahead.complianceStatus).toBe('on_track');
  });

  it('is behind schedule below that share', () => {
    const behind = evaluateCompliance(input({ hoursByType: { volunteer: 9.5 } }));
    expect(behind).toMatchObject({
      complianceStatus: 'behind_schedule',
      isCompliant: false,
      hoursStillNeeded: 10.5,
    });
  });

  it('is behind schedule on the first day with nothing logged, and on track with any pace kept', () => {
    expect(evaluateCompliance(input({ asOf: day('2026-11-01') })).complianceStatus).toBe('behind_schedule');
    // 1/30 of 20 hours is 0.67: one hour keeps pace.
    expect(
      evaluateCompliance(input({ asOf: day('2026-11-01'), hoursByType: { employment: 1 } })).complianceStatus,
    ).toBe('on_track');
  });

  it('needs every hour on the last day to be on track, which is then completed', () => {
    const lastDay = input({ asOf: day('2026-11-30'), hoursByType: { employment: 19.5 } });
    expect(evaluateCompliance(lastDay)).toMatchObject({
      complianceStatus: 'behind_schedule',
      daysUntilDeadline: 0,
    });
  });

  it('uses the user’s required hours', () => {
    const federal = evaluateCompliance(input({ requiredHours: 80, hoursByType: { employment: 40 } }));
    expect(federal).toMatchObject({
      complianceStatus: 'on_track',
      requiredHours: 80,
      progressPercentage: 50,
    });
  });

  it('marks exactly the first three statuses compliant', () => {
    const statuses = [
      evaluateCompliance(input({ exemptions: [approved()] })),
      evaluateCompliance(input({ birthdate: '2012-01-01' })),
      evaluateCompliance(input({ hoursByType: { employment: 30 } })),
      evaluateCompliance(input({ hoursByType: { employment: 15 } })),
      evaluateCompliance(input()),
    ].map((result) => [result.complianceStatus, result.isCompliant]);
    expect(statuses).toEqual([
      ['exempt', true],
      ['not_required', true],
      ['completed', true],
      ['on_track', false],
      ['behind_schedule', false],
    ]);
  });
});

describe('qualifying types', () => {
  const hours = { job_search: 8, employment: 6, training: 4, volunteer: 2 } as const;

  it('counts every type by default', () => {
    expect(qualifyingHours(hours, ACTIVITY_TYPES)).toBe(20);
    expect(evaluateCompliance(input({ hoursByType: hours })).complianceStatus).toBe('completed');
  });

  it('leaves job search out when the state says so', () => {
    const types = ['employment', 'training', 'volunteer'] as const;
    expect(qualifyingHours(hours, types)).toBe(12);
    const result = evaluateCompliance(input({ hoursByType: hours, qualifyingTypes: types }));
    expect(result).toMatchObject({ complianceStatus: 'on_track', currentHours: 12, hoursStillNeeded: 8 });
  });

  it('adds half hours without binary noise', () => {
    expect(qualifyingHours({ employment: 0.1 + 0.2, training: 0.5 }, ACTIVITY_TYPES)).toBe(0.8);
  });
});

describe('progress', () => {
  it('is capped at 100 percent', () => {
    expect(progressPercentage(45, 20)).toBe(100);
    expect(evaluateCompliance(input({ hoursByType: { employment: 500 } })).progressPercentage).toBe(100);
  });

  it('is rounded to one decimal', () => {
    expect(progressPercentage(10, 30)).toBe(33.3);
    expect(progressPercentage(20, 30)).toBe(66.7);
    expect(progressPercentage(6.5, 20)).toBe(32.5);
    expect(progressPercentage(0, 20)).toBe(0);
  });

  it('is complete when nothing is required', () => {
    expect(progressPercentage(0, 0)).toBe(100);
  });
});

describe('days until the deadline', () => {
  it('counts to the last day of the month, 0 on it', () => {
    expect(evaluateCompliance(input({ asOf: day('2026-11-30') })).daysUntilDeadline).toBe(0);
    expect(evaluateCompliance(input({ asOf: day('2026-11-01') })).daysUntilDeadline).toBe(29);
    expect(evaluateCompliance(input({ asOf: day('2026-12-24') })).daysUntilDeadline).toBe(7);
  });

  it('knows February of leap years', () => {
    expect(evaluateCompliance(input({ asOf: day('2028-02-01') })).daysUntilDeadline).toBe(28);
    expect(evaluateCompliance(input({ asOf: day('2027-02-01') })).daysUntilDeadline).toBe(27);
    expect(evaluateCompliance(input({ asOf: day('2028-02-29') })).daysUntilDeadline).toBe(0);
  });

  it('measures the share of a leap February by its 29 days', () => {
    // 14 February 2028: 14/29 of 29 hours is 14 hours.
    const base = { asOf: day('2028-02-14'), requiredHours: 29 };
    expect(evaluateCompliance(input({ ...base, hoursByType: { training: 14 } })).complianceStatus).toBe(
      'on_track',
    );
    expect(evaluateCompliance(input({ ...base, hoursByType: { training: 13.5 } })).complianceStatus).toBe(
      'behind_schedule',
    );
  });

  it('names the month judged', () => {
    expect(evaluateCompliance(input({ asOf: day('2027-01-05') }))).toMatchObject({ year: 2027, month: 1 });
  });
});

describe('age', () => {
  it('counts whole years', () => {
    expect(ageOn('2000-06-15', day('2026-06-14'))).toBe(25);
    expect(ageOn('2000-06-15', day('2026-06-15'))).toBe(26);
  });

  it('applies from the 19th birthday', () => {
    expect(requirementAppliesOn('2007-11-15', day('2026-11-14'))).toBe(false);
    expect(requirementAppliesOn('2007-11-15', day('2026-11-15'))).toBe(true);
    expect(evaluateCompliance(input({ birthdate: '2007-11-15' })).complianceStatus).toBe('behind_schedule');
    expect(evaluateCompliance(input({ birthdate: '2007-11-16' })).complianceStatus).toBe('not_required');
  });

  it('stops applying on the 65th birthday', () => {
    expect(requirementAppliesOn('1961-11-15', day('2026-11-14'))).toBe(true);
    expect(requirementAppliesOn('1961-11-15', day('2026-11-15'))).toBe(false);
    expect(evaluateCompliance(input({ birthdate: '1961-11-15' })).complianceStatus).toBe('not_required');
    expect(evaluateCompliance(input({ birthdate: '1961-11-16' })).complianceStatus).toBe('behind_schedule');
  });

  it('applies when the birthdate is unknown', () => {
    expect(requirementAppliesOn(null, day('2026-11-15'))).toBe(true);
    expect(evaluateCompliance(input({ birthdate: null })).complianceStatus).toBe('behind_schedule');
  });

  it('turns a 29 February birthday over on 1 March in common years', () => {
    expect(ageOn('2008-02-29', day('2027-02-28'))).toBe(18);
    expect(ageOn('2008-02-29', day('2027-03-01'))).toBe(19);
    expect(ageOn('2008-02-29', day('2028-02-29'))).toBe(20);
  });

  it('names the day a birthday of a given age falls on, agreeing with the age count', () => {
    expect(birthdayOfAge('2007-11-15', 19)).toEqual({ year: 2026, month: 11, day: 15 });
    expect(birthdayOfAge('2008-02-29', 19)).toEqual({ year: 2027, month: 3, day: 1 });
    expect(birthdayOfAge('2008-02-29', 20)).toEqual({ year: 2028, month: 2, day: 29 });
    for (const birthdate of ['2007-11-15', '2008-02-29', '2007-12-31']) {
      const birthday = birthdayOfAge(birthdate, 19);
      expect(ageOn(birthdate, birthday)).toBe(19);
      expect(ageOn(birthdate, addDays(birthday, -1))).toBe(18);
    }
  });

  it('is judged on the date in the user’s time zone', () => {
    // 07:30 UTC on 1 December is still 30 November in Los Angeles: the 19th birthday has not come there.
    const instant = new Date('2026-12-01T07:30:00Z');
    const birthdate = '2007-12-01';
    const inLosAngeles = evaluateCompliance(
      input({ asOf: localDateIn('America/Los_Angeles', instant), birthdate }),
    );
    const inUtc = evaluateCompliance(input({ asOf: localDateIn('UTC', instant), birthdate }));
    expect(inLosAngeles).toMatchObject({ complianceStatus: 'not_required', month: 11, daysUntilDeadline: 0 });
    expect(inUtc).toMatchObject({ complianceStatus: 'behind_schedule', month: 12, daysUntilDeadline: 30 });
  });
});

describe('exemptions in force', () => {
  const on = (terms: ExemptionTerms, asOf = '2026-11-15') =>
    evaluateCompliance(input({ asOf: day(asOf), exemptions: [terms] })).complianceStatus;

  it('starts on the effective date', () => {
    expect(on(approved({ effectiveDate: '2026-11-15' }))).toBe('exempt');
    expect(on(approved({ effectiveDate: '2026-11-16' }))).toBe('behind_schedule');
  });

  it('covers the expiration date itself and ends after it', () => {
    expect(on(approved({ expirationDate: '2026-11-15' }))).toBe('exempt');
    expect(on(approved({ expirationDate: '2026-11-14' }))).toBe('behind_schedule');
  });

  it('has no end when permanent or without an expiration date', () => {
    expect(on(approved({ isPermanent: true, expirationDate: '2026-11-01' }))).toBe('exempt');
    expect(on(approved({ expirationDate: null }), '2040-01-01')).toBe('exempt');
  });

  it('is in force from approval when no effective date was set', () => {
    expect(on(approved({ effectiveDate: null }))).toBe('exempt');
  });

  it('counts only approved requests', () => {
    for (const status of [
      'requested',
      'under_review',
      'waiting_on_enrollee',
      'denied',
      'expired',
      'withdrawn',
    ] as const) {
      expect(on(approved({ status }))).toBe('behind_schedule');
    }
  });

  it('counts each exemption in force', () => {
    const result = evaluateCompliance(
      input({
        exemptions: [approved(), approved({ isPermanent: true }), approved({ expirationDate: '2026-10-31' })],
      }),
    );
    expect(result.activeExemptions).toBe(2);
  });
});
