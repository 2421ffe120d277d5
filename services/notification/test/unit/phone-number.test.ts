import { describe, expect, it } from 'vitest';
import { toE164 } from '../../src/domain/phone-number.js';

describe('toE164', () => {
  it.each([
    ['916-555-0142', '+19165550142'],
    ['(916) 555 0142', '+19165550142'],
    ['9165550142', '+19165550142'],
    ['1-916-555-0142', '+19165550142'],
    ['+19165550142', '+19165550142'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('writes %j as %s', (raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });

  it.each(['', '555-0142', 'not a number', '+0123456789', '2-916-555-0142'])('refuses %j', (raw) => {
    expect(toE164(raw)).toBeNull();
  });
});
