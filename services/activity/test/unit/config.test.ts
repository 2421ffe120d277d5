import { parseConfig } from '@tracker/kit/config';
import { describe, expect, it } from 'vitest';
import { activityConfigSchema } from '../../src/config.js';

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
});
