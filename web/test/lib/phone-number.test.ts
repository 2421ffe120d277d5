import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, smsHref } from '../../src/lib/phone-number';

describe('the number to text, written for people', () => {
  it('writes a North American number as (NPA) NXX-XXXX', () => {
    expect(formatPhoneNumber('+15005550006')).toBe('(500) 555-0006');
    expect(formatPhoneNumber('+19165550142')).toBe('(916) 555-0142');
  });

  it('leaves any other number in E.164, as it is dialled from abroad', () => {
    expect(formatPhoneNumber('+447700900123')).toBe('+447700900123');
    expect(formatPhoneNumber('+1500555000')).toBe('+1500555000');
  });

  it('addresses the sms: link to the digits with their plus', () => {
    expect(smsHref('+15005550006')).toBe('sms:+15005550006');
  });
});
