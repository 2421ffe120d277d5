import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from '../../src/domain/quiet-hours.js';

const ny = 'America/New_York';
const end = (instant: string, zone: string | null = ny) =>
  quietHoursEnd(new Date(instant), zone, 'America/Chicago')?.toISOString() ?? null;

describe('quiet hours', () => {
  it('let a text go from 8:00 to 20:59 local time', () => {
    // March 10, 2026 is daylight time in New York: UTC-4.
    expect(end('2026-03-10T12:00:00Z')).toBeNull(); // 08:00
    expect(end('2026-03-11T00:59:59Z')).toBeNull(); // 20:59:59
    expect(end('2026-03-10T17:00:00Z')).toBeNull(); // 13:00
  });

  it('hold a text from 21:00 until 8:00 the next morning', () => {
    expect(end('2026-03-11T01:00:00Z')).toBe('2026-03-11T12:00:00.000Z'); // 21:00
    expect(end('2026-03-11T03:59:00Z')).toBe('2026-03-11T12:00:00.000Z'); // 23:59
  });

  it('hold a text from midnight until 8:00 the same morning, 7:59 included', () => {
    expect(end('2026-03-11T04:00:00Z')).toBe('2026-03-11T12:00:00.000Z'); // 00:00
    expect(end('2026-03-11T11:59:59Z')).toBe('2026-03-11T12:00:00.000Z'); // 07:59:59
    expect(end('2026-03-11T12:00:00Z')).toBeNull(); // 08:00
  });

  it('end at 8:00 on the clock of the morning after the clocks change', () => {
    // Spring forward on Sunday March 8, 2026: 21:00 EST on the 7th, 8:00 EDT on the 8th.
    expect(end('2026-03-08T02:00:00Z')).toBe('2026-03-08T12:00:00.000Z');
    // Fall back on Sunday November 1, 2026: 22:00 EDT on October 31, 8:00 EST on November 1.
    expect(end('2026-11-01T02:00:00Z')).toBe('2026-11-01T13:00:00.000Z');
    // 1:30 the second time round, after falling back: still 8:00 EST.
    expect(end('2026-11-01T06:30:00Z')).toBe('2026-11-01T13:00:00.000Z');
  });

  it('roll over the end of a month and a year', () => {
    expect(end('2027-01-01T03:00:00Z')).toBe('2027-01-01T13:00:00.000Z'); // 22:00 on December 31
  });

  it('follow the person’s zone, and the default one when theirs is unknown or missing', () => {
    // 21:30 in Los Angeles is 00:30 in New York: both quiet, each until its own 8:00.
    expect(end('2026-03-11T04:30:00Z', 'America/Los_Angeles')).toBe('2026-03-11T15:00:00.000Z');
    // 19:00 in Honolulu is still day there.
    expect(end('2026-03-11T05:00:00Z', 'Pacific/Honolulu')).toBeNull();
    // The default, Chicago (UTC-5 in March): 22:00 there.
    expect(end('2026-03-11T03:00:00Z', null)).toBe('2026-03-11T13:00:00.000Z');
    expect(end('2026-03-11T03:00:00Z', 'Mars/Olympus_Mons')).toBe('2026-03-11T13:00:00.000Z');
  });
});
