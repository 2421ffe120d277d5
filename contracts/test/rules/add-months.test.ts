import { describe, expect, it } from 'vitest';
import { addMonthsToIsoDate, isoDateIn } from '../../src/rules/calendar.js';

describe('addMonthsToIsoDate', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-31', 24, '2028-05-31'],
    ['2026-02-28', 12, '2027-02-28'],
  ])('%s plus %i month(s) is %s', (date, months, result) => {
    expect(addMonthsToIsoDate(date, months)).toBe(result);
  });
});

describe('isoDateIn', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(isoDateIn('UTC', instant)).toBe('2026-03-01');
    expect(isoDateIn('America/New_York', instant)).toBe('2026-02-28');
    expect(isoDateIn('Pacific/Honolulu', instant)).toBe('2026-02-28');
    expect(isoDateIn('Asia/Tokyo', instant)).toBe('2026-03-01');
  });
});
