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
});
