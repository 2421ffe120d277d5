import { parseConfig } from '@tracker/kit/runtime/config';
import { describe, expect, it } from 'vitest';
import { settingsOf, verificationConfigSchema } from '../../src/config.js';

describe('configuration', () => {
  it('needs nothing: New York time, the seed profile, an hourly sweep, a generated index key', () => {
    const config = parseConfig(verificationConfigSchema, {});
    expect(config).toMatchObject({
      DEFAULT_TIMEZONE: 'America/New_York',
      VERIFICATION_SWEEP_INTERVAL_MS: 3_600_000,
    });
    expect(config.MEDICAID_ID_INDEX_KEY).toBeUndefined();
    expect(settingsOf(config).profile.id).toBe('seed');
  });

  it('reads the profile, the zone, the sweep interval and the index key', () => {
    const config = parseConfig(verificationConfigSchema, {
      COMPLIANCE_PROFILE: 'federal-2027',
      DEFAULT_TIMEZONE: 'America/Chicago',
      VERIFICATION_SWEEP_INTERVAL_MS: '60000',
      MEDICAID_ID_INDEX_KEY: 'ab'.repeat(32),
    });
    expect(settingsOf(config)).toMatchObject({
      timeZone: 'America/Chicago',
      profile: { id: 'federal-2027', verification: { noticeResponseDays: 30 } },
    });
    expect(config.VERIFICATION_SWEEP_INTERVAL_MS).toBe(60_000);
    expect(config.MEDICAID_ID_INDEX_KEY).toHaveLength(32);
  });

  it('refuses an unknown zone, a too-frequent sweep and a short index key', () => {
    expect(() =>
      parseConfig(verificationConfigSchema, {
        DEFAULT_TIMEZONE: 'Mars/Olympus',
        VERIFICATION_SWEEP_INTERVAL_MS: '10',
        MEDICAID_ID_INDEX_KEY: 'abc',
      }),
    ).toThrow(/DEFAULT_TIMEZONE.*MEDICAID_ID_INDEX_KEY.*VERIFICATION_SWEEP_INTERVAL_MS/);
  });
});
