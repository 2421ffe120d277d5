import { ConfigError, parseConfig } from '@tracker/kit/config';
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
  it('defaults to New York, all four types and the 15th', () => {
    expect(settingsOf(parse({}))).toEqual({
      defaultTimeZone: 'America/New_York',
      qualifyingTypes: ['job_search', 'employment', 'training', 'volunteer'],
      reportDeadlineDay: 15,
    });
  });

  it('reads the qualifying types as a comma list, in the catalogue’s order', () => {
    const config = parse({ QUALIFYING_TYPES: ' Volunteer, employment ,training,' });
    expect(config.QUALIFYING_TYPES).toEqual(['employment', 'training', 'volunteer']);
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
