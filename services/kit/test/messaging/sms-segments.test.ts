import { describe, expect, it } from 'vitest';
import { smsEncoding, smsSegments } from '../../src/messaging/sms-segments.js';

describe('smsEncoding', () => {
  it('is GSM-7 for the 7-bit alphabet and its extension, UCS-2 with anything else', () => {
    expect(smsEncoding('Señor, ¿qué tal? [€5]')).toBe('GSM-7');
    expect(smsEncoding('más')).toBe('UCS-2');
    expect(smsEncoding('ok 👍')).toBe('UCS-2');
  });
});

describe('smsSegments', () => {
  it('counts GSM-7 texts in 160 septets, extension characters as two, then 153 a part', () => {
    expect(smsSegments('x'.repeat(160))).toBe(1);
    expect(smsSegments('x'.repeat(161))).toBe(2);
    expect(smsSegments('x'.repeat(306))).toBe(2);
    expect(smsSegments('x'.repeat(307))).toBe(3);
    expect(smsSegments(`${'x'.repeat(158)}€`)).toBe(1);
    expect(smsSegments(`${'x'.repeat(159)}€`)).toBe(2);
  });

  it('never splits an extension character between two parts', () => {
    // 152 septets, then an escape and its character: the pair moves whole into the second part.
    expect(smsSegments(`${'x'.repeat(152)}€${'x'.repeat(152)}`)).toBe(3);
    expect(smsSegments(`${'x'.repeat(151)}€${'x'.repeat(153)}`)).toBe(2);
  });

  it('counts UCS-2 texts in 70 code units, then 67 a part, never splitting a surrogate pair', () => {
    expect(smsSegments(`más ${'x'.repeat(66)}`)).toBe(1);
    expect(smsSegments(`más ${'x'.repeat(67)}`)).toBe(2);
    expect(smsSegments('•'.repeat(134))).toBe(2);
    expect(smsSegments('•'.repeat(135))).toBe(3);
    expect(smsSegments(`${'x'.repeat(66)}😀${'x'.repeat(66)}`)).toBe(3);
    expect(smsSegments(`${'x'.repeat(65)}😀${'x'.repeat(67)}`)).toBe(2);
  });
});
