import { normalizeCellNumber } from '@tracker/contracts/http/identity';
import { describe, expect, it } from 'vitest';
import { toE164 } from '../../src/domain/phone.js';

describe('cell numbers', () => {
  it.each([
    ['5551234567', '555-123-4567'],
    ['555-123-4567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555.123.4567', '555-123-4567'],
    ['15551234567', '555-123-4567'],
    ['+1 (555) 123-4567', '555-123-4567'],
    [' 1-555-123-4567 ', '555-123-4567'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizeCellNumber(input)).toBe(expected);
  });

  it.each(['', '555123456', '555-123-45678', '25551234567', '115551234567', 'call me'])(
    'refuses %j',
    (input) => {
      expect(normalizeCellNumber(input)).toBeNull();
    },
  );

  it('gives the E.164 form other services send texts to', () => {
    expect(toE164('916-555-0100')).toBe('+19165550100');
    expect(toE164('1 (916) 555-0100')).toBe('+19165550100');
    expect(toE164(null)).toBeNull();
    expect(toE164('12345')).toBeNull();
  });
});
