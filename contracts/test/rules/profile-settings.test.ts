import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { ruleProfile } from '@tracker/contracts/rules/profiles/profile';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import {
  ComplianceSettingsError,
  checkComplianceSettings,
  complianceProfileOf,
  complianceSettings,
  judgingSettingsOf,
  olderRuleSettingsShape,
  profileFromSettings,
} from '@tracker/contracts/rules/profiles/settings';
import { describe, expect, it } from 'vitest';

/** The one line a start stops with, for settings that must be refused. */
function refusal(env: Record<string, string>): string {
  try {
    profileFromSettings(env);
  } catch (error) {
    if (error instanceof ComplianceSettingsError) return error.message;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

const federal = { COMPLIANCE_PROFILE: 'federal-2027' };

describe('choosing the profile', () => {
  it('is the seed profile when nothing is set, or only blanks', () => {
    expect(profileFromSettings({})).toEqual(seedProfile);
    expect(profileFromSettings({ COMPLIANCE_PROFILE: ' ', COMPLIANCE_REQUIRED_HOURS: '' })).toEqual(
      seedProfile,
    );
  });

  it('is the federal profile when COMPLIANCE_PROFILE names it', () => {
    expect(profileFromSettings(federal)).toEqual(federal2027Profile);
  });

  it('ignores variables that are not compliance settings', () => {
    expect(profileFromSettings({ QUALIFYING_TYPES: 'employment', PORT: 'x' })).toEqual(seedProfile);
  });

  it('refuses a profile that does not exist', () => {
    expect(refusal({ COMPLIANCE_PROFILE: 'federal' })).toBe(
      'Invalid compliance settings: COMPLIANCE_PROFILE: Expected one of seed, federal-2027',
    );
  });
});

describe('overriding single values', () => {
  it('sets the required hours, rounded to hundredths as identity always read them', () => {
    expect(profileFromSettings({ ...federal, COMPLIANCE_REQUIRED_HOURS: '100' }).requiredHours).toBe(100);
    expect(profileFromSettings({ COMPLIANCE_REQUIRED_HOURS: '12.345' }).requiredHours).toBe(12.35);
  });

  it('sets the qualifying types, and whether job search counts with them', () => {
    const profile = profileFromSettings({
      ...federal,
      COMPLIANCE_QUALIFYING_TYPES: ' Employment, job_search',
    });
    expect(profile.qualifyingTypes).toEqual(['job_search', 'employment']);
    expect(profile.jobSearch.countsTowardHours).toBe(true);
    const withoutJobSearch = profileFromSettings({ COMPLIANCE_QUALIFYING_TYPES: 'volunteer,training' });
    expect(withoutJobSearch.qualifyingTypes).toEqual(['training', 'volunteer']);
    expect(withoutJobSearch.jobSearch.countsTowardHours).toBe(false);
  });

  it('sets an earlier effective month, the reporting day, combining and a job-search minimum', () => {
    const profile = profileFromSettings({
      ...federal,
      COMPLIANCE_EFFECTIVE_MONTH: '2026-07',
      COMPLIANCE_REPORTING_DAY: '10',
      COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'true',
      COMPLIANCE_JOB_SEARCH_MINIMUM: '3',
    });
    expect(profile).toMatchObject({
      id: 'federal-2027',
      effectiveMonth: '2026-07',
      reportingDay: 10,
      combineHoursAndIncome: true,
      jobSearch: { countsTowardHours: false, minimumActivities: 3 },
    });
    expect(
      profileFromSettings({ ...federal, COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'false' }).combineHoursAndIncome,
    ).toBe(false);
  });

  it('always gives a valid profile', () => {
    const profile = profileFromSettings({
      COMPLIANCE_REQUIRED_HOURS: '744',
      COMPLIANCE_QUALIFYING_TYPES: 'training',
      COMPLIANCE_EFFECTIVE_MONTH: '2100-12',
      COMPLIANCE_REPORTING_DAY: '28',
      COMPLIANCE_JOB_SEARCH_MINIMUM: '0',
    });
    expect(ruleProfile.safeParse(profile).success).toBe(true);
  });
});

describe('refusing bad values, naming the variable', () => {
  it.each([
    ['COMPLIANCE_REQUIRED_HOURS', '0', 'Required monthly hours must be at least 1'],
    ['COMPLIANCE_REQUIRED_HOURS', '745', 'Required monthly hours cannot be more than 744'],
    ['COMPLIANCE_REQUIRED_HOURS', 'lots', 'Required monthly hours must be a number'],
    [
      'COMPLIANCE_QUALIFYING_TYPES',
      'employment,sleeping',
      'Expected a comma-separated list of job_search, employment, training, volunteer',
    ],
    ['COMPLIANCE_QUALIFYING_TYPES', ' , ', 'Name at least one activity type'],
    ['COMPLIANCE_EFFECTIVE_MONTH', '2027-13', 'Expected a month as YYYY-MM'],
    ['COMPLIANCE_EFFECTIVE_MONTH', '2027-1', 'Expected a month as YYYY-MM'],
    ['COMPLIANCE_EFFECTIVE_MONTH', 'January 2027', 'Expected a month as YYYY-MM'],
    ['COMPLIANCE_EFFECTIVE_MONTH', '1999-12', 'Expected a year from 2000 to 2100'],
    ['COMPLIANCE_REPORTING_DAY', '29', 'Expected a day from 1 to 28'],
    ['COMPLIANCE_REPORTING_DAY', '0', 'Expected a day from 1 to 28'],
    ['COMPLIANCE_REPORTING_DAY', '1.5', 'Expected an integer'],
    ['COMPLIANCE_REPORTING_DAY', 'soon', 'Expected number'],
    ['COMPLIANCE_COMBINE_HOURS_AND_INCOME', 'maybe', 'Expected true or false'],
    ['COMPLIANCE_JOB_SEARCH_MINIMUM', '-1', 'Expected 0 or more'],
    ['COMPLIANCE_JOB_SEARCH_MINIMUM', '2.5', 'Expected an integer'],
    ['COMPLIANCE_JOB_SEARCH_MINIMUM', '101', 'Expected at most 100'],
  ])('%s=%j', (variable, value, message) => {
    expect(refusal({ ...federal, [variable]: value })).toBe(
      `Invalid compliance settings: ${variable}: ${message}`,
    );
  });

  it('refuses combining hours and income under a profile that does not count income', () => {
    expect(refusal({ COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'true' })).toBe(
      'Invalid compliance settings: COMPLIANCE_COMBINE_HOURS_AND_INCOME: The seed profile does not count income, so there is nothing to combine',
    );
  });

  it('names every bad variable in one line', () => {
    expect(refusal({ COMPLIANCE_REPORTING_DAY: '31', COMPLIANCE_JOB_SEARCH_MINIMUM: 'x' })).toBe(
      'Invalid compliance settings: COMPLIANCE_REPORTING_DAY: Expected a day from 1 to 28; COMPLIANCE_JOB_SEARCH_MINIMUM: Expected number',
    );
  });
});

describe('inside a service’s configuration schema', () => {
  const schema = complianceSettings.superRefine(checkComplianceSettings);

  it('reports a setting that does not fit the profile under the variable’s name', () => {
    const result = schema.safeParse({ COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'true' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['COMPLIANCE_COMBINE_HOURS_AND_INCOME'],
    ]);
  });

  it('turns parsed settings into the profile', () => {
    const settings = schema.parse({ COMPLIANCE_PROFILE: 'federal-2027', COMPLIANCE_REQUIRED_HOURS: '90' });
    expect(complianceProfileOf(settings)).toEqual({ ...federal2027Profile, requiredHours: 90 });
  });

  it('refuses to build a profile from settings that did not pass the check', () => {
    const unchecked = complianceSettings.parse({ COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'true' });
    expect(() => complianceProfileOf(unchecked)).toThrow(ComplianceSettingsError);
  });
});

describe('the older QUALIFYING_TYPES and REPORT_DEADLINE_DAY settings', () => {
  const schema = complianceSettings.extend(olderRuleSettingsShape);

  it('leave the profile to decide when unset', () => {
    const judging = judgingSettingsOf(schema.parse(federal));
    expect(judging).toEqual({
      profile: federal2027Profile,
      qualifyingTypes: federal2027Profile.qualifyingTypes,
      reportingDay: 15,
    });
  });

  it('win over the profile where a deployment still sets them', () => {
    const judging = judgingSettingsOf(
      schema.parse({ ...federal, QUALIFYING_TYPES: 'employment,volunteer', REPORT_DEADLINE_DAY: '10' }),
    );
    expect(judging.qualifyingTypes).toEqual(['employment', 'volunteer']);
    expect(judging.reportingDay).toBe(10);
    expect(judging.profile).toEqual(federal2027Profile);
  });

  it('refuse a reporting day some month lacks', () => {
    expect(schema.safeParse({ REPORT_DEADLINE_DAY: '29' }).success).toBe(false);
  });
});
