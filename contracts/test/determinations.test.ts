import {
  determinationCoreOf,
  monthDetermination,
  monthDeterminationOf,
} from '@tracker/contracts/http/determinations';
import { dashboardStats, getDashboardStatsResponse } from '@tracker/contracts/http/reports';
import { determineMonth } from '@tracker/contracts/rules/determination';
import { describe, expect, it } from 'vitest';
import { day, exemption, monthInput } from './support/determination-inputs.js';
import { errors, valid } from './support/parse.js';

describe('a determination as the API sends it', () => {
  it('writes the next step’s date as a calendar date and names no route for a month not met', () => {
    const d = determineMonth(
      monthInput({ judgedOn: day('2027-03-18'), today: day('2027-03-18'), hoursByType: { employment: 74 } }),
    );
    expect(determinationCoreOf(d, 'en')).toEqual({
      determination: 'not_met',
      route: null,
      decidedBy: null,
      countedHours: 74,
      uncountedHours: [],
      income: 0,
      incomeThreshold: 58_000,
      deadline: '2027-04-15',
      nextStep: { kind: 'log_more', hours: 6, incomeCents: 58_000, jobSearchActivities: 0, by: '2027-04-15' },
      summary: "March isn't met yet: you have 74 of 80 hours and $0 of $580 in pay.",
      nextStepText: 'Log 6 more hours of work, training or volunteering, or $580 more pay, by April 15.',
      uncountedText: null,
    });
  });

  it('names the route of a met month, and says which hours did not count', () => {
    const d = determineMonth(monthInput({ hoursByType: { job_search: 10 }, incomeCents: 58_000 }));
    expect(determinationCoreOf(d, 'es')).toMatchObject({
      determination: 'met',
      route: 'income',
      uncountedHours: [{ type: 'job_search', hours: 10, reason: 'job_search_not_counted' }],
      nextStep: { kind: 'none' },
      uncountedText: 'No cuentan para el requisito: 10 horas de búsqueda de empleo.',
    });
  });

  it('tells when reporting closed on a month that fell short', () => {
    const d = determineMonth(monthInput({ today: day('2027-04-16') }));
    const sent = monthDeterminationOf(d, 'en');
    expect(sent).toMatchObject({
      month: '2027-03',
      judgedOn: '2027-03-31',
      profileId: 'federal-2027',
      nextStep: { kind: 'reporting_closed', deadline: '2027-04-15' },
      missing: { hours: 80, incomeCents: 58_000, jobSearchActivities: 0 },
      notRequired: null,
      exemptions: [],
    });
    expect(valid(monthDetermination, sent)).toEqual(sent);
  });

  it('gives the exemptions that exempt a month, and why nothing is required of one', () => {
    const exempt = monthDeterminationOf(determineMonth(monthInput({ exemptions: [exemption()] })), 'en');
    expect(exempt).toMatchObject({
      determination: 'exempt',
      missing: null,
      exemptions: [
        {
          typeCode: 'PREGNANT',
          name: 'Pregnant or postpartum',
          effectiveDate: '2027-01-01',
          expirationDate: '2027-12-31',
          isPermanent: false,
        },
      ],
    });
    expect(
      monthDeterminationOf(
        determineMonth(monthInput({ month: '2026-12', judgedOn: day('2026-12-31') })),
        'en',
      ),
    ).toMatchObject({
      determination: 'not_required',
      notRequired: { reason: 'before_effective_month', effectiveMonth: '2027-01' },
    });
    expect(monthDeterminationOf(determineMonth(monthInput({ birthdate: '2008-06-10' })), 'en')).toMatchObject(
      {
        notRequired: { reason: 'age', bound: 'minimum', age: 19, firstMonth: '2027-07', lastMonth: null },
      },
    );
    expect(monthDeterminationOf(determineMonth(monthInput({ birthdate: '1962-03-20' })), 'en')).toMatchObject(
      {
        notRequired: { reason: 'age', bound: 'limit', age: 65, firstMonth: null, lastMonth: '2027-02' },
      },
    );
  });
});

describe('the dashboard answer', () => {
  const spec = {
    complianceStatus: 'on_track',
    isCompliant: false,
    daysUntilDeadline: 13,
    currentHours: 74,
    requiredHours: 80,
    progressPercentage: 92.5,
    activeExemptions: 0,
    year: 2027,
    month: 3,
  };

  it('adds the determination to the spec’s figures', () => {
    const d = determineMonth(monthInput({ judgedOn: day('2027-03-18'), hoursByType: { employment: 74 } }));
    const answer = { ...spec, ...determinationCoreOf(d, 'en') };
    expect(valid(getDashboardStatsResponse, answer)).toEqual(answer);
    // The spec's figures alone still describe what the dashboard always showed.
    valid(dashboardStats, spec);
    expect(Object.keys(errors(getDashboardStatsResponse, spec)).sort()).toEqual(
      [
        'countedHours',
        'deadline',
        'determination',
        'income',
        'incomeThreshold',
        'nextStep',
        'nextStepText',
        'route',
        'summary',
        'uncountedHours',
        'uncountedText',
      ].sort(),
    );
  });

  it('refuses a determination it does not know and pay that is not whole cents', () => {
    const d = determineMonth(monthInput());
    const answer = { ...spec, ...determinationCoreOf(d, 'en') };
    expect(Object.keys(errors(getDashboardStatsResponse, { ...answer, determination: 'compliant' }))).toEqual(
      ['determination'],
    );
    expect(Object.keys(errors(getDashboardStatsResponse, { ...answer, income: 10.5 }))).toEqual(['income']);
  });
});
