import { parseConfig } from '@tracker/kit/runtime/config';
import { describe, expect, it } from 'vitest';
import { exemptionConfigSchema } from '../../src/config.js';

describe('configuration', () => {
  it('needs nothing: New York time, an hourly expiry sweep, a generated link key', () => {
    const config = parseConfig(exemptionConfigSchema, {});
    expect(config).toMatchObject({
      DEFAULT_TIMEZONE: 'America/New_York',
      EXPIRY_SWEEP_INTERVAL_MS: 3_600_000,
    });
    expect(config.ATTACHMENT_URL_SECRET).toBeUndefined();
  });

  it('reads the zone and the sweep interval', () => {
    expect(
      parseConfig(exemptionConfigSchema, {
        DEFAULT_TIMEZONE: 'America/Chicago',
        EXPIRY_SWEEP_INTERVAL_MS: '60000',
      }),
    ).toMatchObject({ DEFAULT_TIMEZONE: 'America/Chicago', EXPIRY_SWEEP_INTERVAL_MS: 60_000 });
  });

  it('refuses an unknown zone, a too-frequent sweep and a short link secret', () => {
    expect(() =>
      parseConfig(exemptionConfigSchema, {
        DEFAULT_TIMEZONE: 'Mars/Olympus',
        EXPIRY_SWEEP_INTERVAL_MS: '10',
        ATTACHMENT_URL_SECRET: 'short',
      }),
    ).toThrow(
      'Invalid configuration: ATTACHMENT_URL_SECRET: Must be at least 32 characters; DEFAULT_TIMEZONE: Unknown time zone; EXPIRY_SWEEP_INTERVAL_MS: Expected at least 1000',
    );
  });
});
