import { parseConfig } from '@tracker/kit/runtime/config';
import { describe, expect, it } from 'vitest';
import { activityConfigSchema, reportingDayOf } from '../../src/config.js';

describe('configuration', () => {
  it('refuses a short attachment link secret', () => {
    expect(() => parseConfig(activityConfigSchema, { ATTACHMENT_URL_SECRET: 'short' })).toThrow(
      'Invalid configuration: ATTACHMENT_URL_SECRET: Must be at least 32 characters',
    );
  });

  it('needs nothing else', () => {
    expect(parseConfig(activityConfigSchema, {}).ATTACHMENT_URL_SECRET).toBeUndefined();
  });

  it('dates pay in the configured zone, New York unless told, and refuses an unknown zone', () => {
    expect(parseConfig(activityConfigSchema, {}).DEFAULT_TIMEZONE).toBe('America/New_York');
    expect(parseConfig(activityConfigSchema, { DEFAULT_TIMEZONE: 'America/Chicago' }).DEFAULT_TIMEZONE).toBe(
      'America/Chicago',
    );
    expect(() => parseConfig(activityConfigSchema, { DEFAULT_TIMEZONE: 'Mars/Olympus' })).toThrow(
      'DEFAULT_TIMEZONE: Unknown time zone',
    );
  });

  it('closes a month on the day reporting does: REPORT_DEADLINE_DAY, else the profile’s reporting day', () => {
    const dayOf = (env: Record<string, string>) => reportingDayOf(parseConfig(activityConfigSchema, env));
    expect(dayOf({})).toBe(15);
    expect(dayOf({ COMPLIANCE_REPORTING_DAY: '10' })).toBe(10);
    expect(dayOf({ COMPLIANCE_REPORTING_DAY: '10', REPORT_DEADLINE_DAY: '5' })).toBe(5);
  });

  it('refuses a reporting day or a profile that does not exist, at start', () => {
    expect(() => parseConfig(activityConfigSchema, { REPORT_DEADLINE_DAY: '31' })).toThrow(
      'REPORT_DEADLINE_DAY: Expected a day from 1 to 28',
    );
    expect(() => parseConfig(activityConfigSchema, { COMPLIANCE_PROFILE: 'nowhere' })).toThrow(
      'COMPLIANCE_PROFILE',
    );
  });
});
