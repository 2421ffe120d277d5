import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  compareMonths,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  lastDayOf,
  localDateIn,
  nextMonth,
  parseIsoDate,
  previousMonth,
} from '@tracker/contracts/rules/calendar';

describe('today in a time zone', () => {
  it('is still the last day of the month at 23:30 in Los Angeles while UTC is in the next month', () => {
    const instant = new Date('2026-12-01T07:30:00Z');
    expect(localDateIn('America/Los_Angeles', instant)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(localDateIn('UTC', instant)).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('crosses a year boundary by zone', () => {
    const instant = new Date('2027-01-01T03:00:00Z');
    expect(localDateIn('America/New_York', instant)).toEqual({ year: 2026, month: 12, day: 31 });
    expect(localDateIn('Europe/Madrid', instant)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('follows daylight saving time', () => {
    // 06:30 UTC is 23:30 the day before in Los Angeles in summer (UTC-7) and in winter (UTC-8) alike.
    expect(localDateIn('America/Los_Angeles', new Date('2026-07-01T06:30:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 30,
    });
    expect(localDateIn('America/Los_Angeles', new Date('2026-03-01T07:30:00Z'))).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });
});

describe('months', () => {
  it('knows leap years', () => {
    expect([2024, 2028, 2000].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 2027, 2100, 1900].map(isLeapYear)).toEqual([false, false, false, false]);
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
  });

  it('knows the length of every month', () => {
    const lengths = Array.from({ length: 12 }, (_, i) => daysInMonth({ year: 2026, month: i + 1 }));
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('steps across year ends', () => {
    expect(previousMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 });
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 });
    expect(previousMonth({ year: 2026, month: 7 })).toEqual({ year: 2026, month: 6 });
    expect(lastDayOf({ year: 2028, month: 2 })).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('orders months and dates', () => {
    expect(compareMonths({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2026, month: 5 }, { year: 2026, month: 5 })).toBe(0);
    expect(compareDates(parseIsoDate('2026-11-30'), parseIsoDate('2026-11-29'))).toBeGreaterThan(0);
  });

  it('reads, writes and shifts ISO dates', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(formatIsoDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(addDays(parseIsoDate('2028-02-28'), 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays(parseIsoDate('2026-12-31'), 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays(parseIsoDate('2026-03-01'), -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('counts whole days between dates, across months, leap days and years', () => {
    expect(daysBetween(parseIsoDate('2026-11-23'), parseIsoDate('2026-11-30'))).toBe(7);
    expect(daysBetween(parseIsoDate('2026-11-30'), parseIsoDate('2026-11-30'))).toBe(0);
    expect(daysBetween(parseIsoDate('2028-02-28'), parseIsoDate('2028-03-01'))).toBe(2);
    expect(daysBetween(parseIsoDate('2026-12-31'), parseIsoDate('2027-03-31'))).toBe(90);
    expect(daysBetween(parseIsoDate('2026-03-09'), parseIsoDate('2026-03-07'))).toBe(-2);
  });
});
