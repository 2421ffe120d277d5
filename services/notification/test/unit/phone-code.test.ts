import { LANGUAGES, PHONE_CODE_TTL_MINUTES } from '@tracker/contracts/constants/accounts';
import { SMS_MAX_LENGTH } from '@tracker/contracts/constants/sms';
import { smsSegments } from '@tracker/kit/testing/twilio';
import { describe, expect, it } from 'vitest';
import { maskSecret } from '../../src/domain/redact.js';
import { minutesLeft, phoneCodeText } from '../../src/domain/sms/phone-code.js';

describe('the phone code text', () => {
  it.each(LANGUAGES)('carries the code and is one GSM-7 message in %s', (language) => {
    for (const minutes of [1, PHONE_CODE_TTL_MINUTES, 59]) {
      const text = phoneCodeText(language, '123456', minutes);
      expect(text).toContain('123456');
      expect(text).toContain('Work Requirement Tracker');
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      // One segment of the 7-bit alphabet: any other character would cut a message to 70.
      expect(smsSegments(text), text).toBe(1);
      expect(smsSegments(text.replace(/\d/g, '0') + 'x'.repeat(160 - text.length))).toBe(1);
    }
  });

  it('says minute in the singular for one', () => {
    expect(phoneCodeText('en', '123456', 1)).toContain('It expires in 1 minute.');
    expect(phoneCodeText('es', '123456', 1)).toContain('Vence en 1 minuto.');
    expect(phoneCodeText('en', '123456', 10)).toContain('It expires in 10 minutes.');
    expect(phoneCodeText('es', '123456', 10)).toContain('Vence en 10 minutos.');
  });

  it('counts the minutes left rounded up, and at least one', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(minutesLeft(later(10 * 60_000), now)).toBe(10);
    expect(minutesLeft(later(9 * 60_000 + 1), now)).toBe(10);
    expect(minutesLeft(later(9 * 60_000), now)).toBe(9);
    expect(minutesLeft(later(1), now)).toBe(1);
  });

  it('is kept with as many bullets as the code has digits', () => {
    const text = phoneCodeText('en', '123456', 10);
    expect(maskSecret(text, '123456')).toBe(
      'Work Requirement Tracker code: ••••••. It expires in 10 minutes. Do not share it.',
    );
    expect(maskSecret('no secret here', '')).toBe('no secret here');
  });
});
