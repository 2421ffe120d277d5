import { ConfigError, parseConfig } from '@tracker/kit/runtime/config';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import { describe, expect, it } from 'vitest';
import { reportingConfigSchema, settingsOf } from '../../src/config.js';

const parse = (env: Record<string, string>) => parseConfig(reportingConfigSchema, env);

function problem(env: Record<string, string>): string {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('reporting configuration', () => {
  it('defaults to New York, all four types, the 15th and the seed profile', () => {
    expect(settingsOf(parse({}))).toEqual({
      defaultTimeZone: 'America/New_York',
      qualifyingTypes: ['job_search', 'employment', 'training', 'volunteer'],
      reportDeadlineDay: 15,
      profile: seedProfile,
    });
  });

  it('reads the rule profile and the state’s changes to it, naming a bad setting', () => {
    expect(settingsOf(parse({ COMPLIANCE_PROFILE: 'federal-2027' })).profile).toEqual(federal2027Profile);
    expect(
      settingsOf(parse({ COMPLIANCE_PROFILE: 'federal-2027', COMPLIANCE_REPORTING_DAY: '10' })).profile,
    ).toEqual({ ...federal2027Profile, reportingDay: 10 });
    expect(problem({ COMPLIANCE_EFFECTIVE_MONTH: '2027-13' })).toBe(
      'Invalid configuration: COMPLIANCE_EFFECTIVE_MONTH: Expected a month as YYYY-MM',
    );
    expect(problem({ COMPLIANCE_COMBINE_HOURS_AND_INCOME: 'true' })).toBe(
      'Invalid configuration: COMPLIANCE_COMBINE_HOURS_AND_INCOME: The seed profile does not count income, so there is nothing to combine',
    );
  });

  it('reads the qualifying types as a comma list, in the catalogue’s order', () => {
    const config = parse({ QUALIFYING_TYPES: ' Volunteer, employment ,training,' });
    expect(config.QUALIFYING_TYPES).toEqual(['employment', 'training', 'volunteer']);
  });

  it("counts the profile's types and deadline day unless the older settings name others", () => {
    expect(settingsOf(parse({}))).toMatchObject({
      qualifyingTypes: ['job_search', 'employment', 'training', 'volunteer'],
      reportDeadlineDay: 15,
    });
    expect(settingsOf(parse({ COMPLIANCE_PROFILE: 'federal-2027' }))).toMatchObject({
      qualifyingTypes: ['employment', 'training', 'volunteer'],
      reportDeadlineDay: 15,
    });
    expect(
      settingsOf(
        parse({
          COMPLIANCE_PROFILE: 'federal-2027',
          QUALIFYING_TYPES: 'job_search',
          REPORT_DEADLINE_DAY: '10',
        }),
      ),
    ).toMatchObject({ qualifyingTypes: ['job_search'], reportDeadlineDay: 10 });
  });

  it('refuses unknown types and an empty list', () => {
    expect(problem({ QUALIFYING_TYPES: 'employment,sleeping' })).toBe(
      'Invalid configuration: QUALIFYING_TYPES: Expected a comma-separated list of job_search, employment, training, volunteer',
    );
    expect(problem({ QUALIFYING_TYPES: ' , ' })).toBe(
      'Invalid configuration: QUALIFYING_TYPES: Name at least one activity type',
    );
  });

  it('checks the time zone and the deadline day', () => {
    expect(parse({ DEFAULT_TIMEZONE: 'America/Los_Angeles', REPORT_DEADLINE_DAY: '10' })).toMatchObject({
      DEFAULT_TIMEZONE: 'America/Los_Angeles',
      REPORT_DEADLINE_DAY: 10,
    });
    expect(problem({ DEFAULT_TIMEZONE: 'Atlantis/Capital' })).toBe(
      'Invalid configuration: DEFAULT_TIMEZONE: Unknown time zone',
    );
    expect(problem({ REPORT_DEADLINE_DAY: '31' })).toBe(
      'Invalid configuration: REPORT_DEADLINE_DAY: Expected a day from 1 to 28',
    );
  });
});
