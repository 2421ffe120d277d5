import {
  DEFAULT_REQUIRED_MONTHLY_HOURS,
  FEDERAL_REQUIRED_MONTHLY_HOURS,
  LOOK_BACK_MAX_MONTHS,
  LOOK_BACK_MIN_MONTHS,
  REPORTING_DEADLINE_DAY,
  REQUIREMENT_EFFECTIVE_DATE,
  REQUIREMENT_MAX_AGE,
  REQUIREMENT_MIN_AGE,
  VERIFICATION_INTERVAL_MONTHS,
} from '@tracker/contracts/constants/compliance';
import { STUDENT_EXEMPTION_ABBREVIATION } from '@tracker/contracts/http/exemption-types';
import { rulesOf, rulesResponse } from '@tracker/contracts/http/rules';
import {
  DEFAULT_RULE_PROFILE_ID,
  RULE_PROFILE_IDS,
  ruleProfiles,
} from '@tracker/contracts/rules/profiles/catalogue';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { incomeThresholdCents, ruleProfile } from '@tracker/contracts/rules/profiles/profile';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import { describe, expect, it } from 'vitest';
import { errors, valid } from '../support/parse.js';

describe('the shipped rule profiles', () => {
  it('lists each profile under its own id, the seed by default', () => {
    for (const id of RULE_PROFILE_IDS) expect(ruleProfiles[id].id).toBe(id);
    expect(DEFAULT_RULE_PROFILE_ID).toBe('seed');
  });

  it('are valid profiles', () => {
    for (const profile of Object.values(ruleProfiles)) expect(valid(ruleProfile, profile)).toEqual(profile);
  });

  it('seed: the spec’s rule, 20 hours of any of the four types by the 15th, hours only', () => {
    expect(seedProfile).toMatchObject({
      effectiveMonth: null,
      ages: { min: REQUIREMENT_MIN_AGE, below: REQUIREMENT_MAX_AGE + 1 },
      requiredHours: DEFAULT_REQUIRED_MONTHLY_HOURS,
      qualifyingTypes: ['job_search', 'employment', 'training', 'volunteer'],
      jobSearch: { countsTowardHours: true, minimumActivities: 0 },
      income: null,
      combineHoursAndIncome: false,
      education: null,
      reportingDay: REPORTING_DEADLINE_DAY,
      renewalMonths: VERIFICATION_INTERVAL_MONTHS,
    });
    expect(incomeThresholdCents(seedProfile)).toBeNull();
  });

  it('federal-2027: the law’s rule, 80 hours without job search, $580 of pay, school, from January 2027', () => {
    expect(federal2027Profile).toMatchObject({
      effectiveMonth: REQUIREMENT_EFFECTIVE_DATE.slice(0, 7),
      ages: { min: 19, below: 65 },
      requiredHours: FEDERAL_REQUIRED_MONTHLY_HOURS,
      qualifyingTypes: ['employment', 'training', 'volunteer'],
      jobSearch: { countsTowardHours: false, minimumActivities: 0 },
      income: { minimumWageCents: 725, hours: 80, seasonalAverageMonths: 6 },
      combineHoursAndIncome: false,
      education: { halfTimeMeetsMonth: true, hoursPerCreditHour: 4 },
      reportingDay: 15,
      renewalMonths: 6,
    });
    expect(incomeThresholdCents(federal2027Profile)).toBe(58000);
    expect(federal2027Profile.lookBackMonths).toBeGreaterThanOrEqual(LOOK_BACK_MIN_MONTHS);
    expect(federal2027Profile.lookBackMonths).toBeLessThanOrEqual(LOOK_BACK_MAX_MONTHS);
  });

  it('federal-2027: the seeded student exemption type establishes school enrollment', () => {
    expect(federal2027Profile.education?.exemptionTypeCodes).toEqual([STUDENT_EXEMPTION_ABBREVIATION]);
  });
});

describe('the profile schema', () => {
  const federal = federal2027Profile;

  it('keeps job search and the qualifying types in agreement', () => {
    expect(
      errors(ruleProfile, { ...federal, jobSearch: { countsTowardHours: true, minimumActivities: 0 } }),
    ).toEqual({
      jobSearch: 'Job search counts exactly when it is a qualifying type',
    });
  });

  it('combines hours and income only where income counts', () => {
    expect(errors(ruleProfile, { ...seedProfile, combineHoursAndIncome: true })).toEqual({
      combineHoursAndIncome: 'Hours and income can be combined only where income counts',
    });
  });

  it('refuses ages out of order, a type twice, a bad month, money in dollars and a late deadline', () => {
    expect(errors(ruleProfile, { ...federal, ages: { min: 65, below: 19 } })).toEqual({
      ages: 'The lowest age must be below the age limit',
    });
    expect(errors(ruleProfile, { ...federal, qualifyingTypes: ['employment', 'employment'] })).toEqual({
      qualifyingTypes: 'Name each activity type once',
    });
    expect(errors(ruleProfile, { ...federal, effectiveMonth: '2027-13' })).toEqual({
      effectiveMonth: 'Expected a month as YYYY-MM',
    });
    expect(
      Object.keys(
        errors(ruleProfile, {
          ...federal,
          income: { minimumWageCents: 7.25, hours: 80, seasonalAverageMonths: 6 },
        }),
      ),
    ).toEqual(['income.minimumWageCents']);
    expect(Object.keys(errors(ruleProfile, { ...federal, reportingDay: 31 }))).toEqual(['reportingDay']);
    expect(Object.keys(errors(ruleProfile, { ...federal, lookBackMonths: 4 }))).toEqual(['lookBackMonths']);
  });
});

describe('GET /api/rules', () => {
  it('answers the profile with the pay threshold worked out', () => {
    const answer = valid(rulesResponse, rulesOf(federal2027Profile));
    expect(answer).toMatchObject({ id: 'federal-2027', requiredHours: 80, incomeThresholdCents: 58000 });
    expect(valid(rulesResponse, rulesOf(seedProfile)).incomeThresholdCents).toBeNull();
  });
});
