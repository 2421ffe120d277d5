import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../src/rules/calendar.js';
import { entryDateMessage, entryDateProblem, entryWindow } from '../src/rules/entry-window.js';

const day = parseIsoDate;

describe('entryWindow', () => {
  it('keeps last month open up to and including the reporting day', () => {
    expect(entryWindow(day('2026-11-15'), 15)).toEqual({
      earliest: day('2026-10-01'),
      latest: day('2026-11-15'),
    });
  });

  it('closes last month the day after the reporting day', () => {
    expect(entryWindow(day('2026-11-16'), 15).earliest).toEqual(day('2026-11-01'));
  });

  it('crosses the year in January', () => {
    expect(entryWindow(day('2027-01-10'), 15).earliest).toEqual(day('2026-12-01'));
  });
});

describe('entryDateProblem', () => {
  const today = day('2026-11-25');

  it('accepts today and the first day of the open month', () => {
    expect(entryDateProblem(today, today, 15)).toBeNull();
    expect(entryDateProblem(day('2026-11-01'), today, 15)).toBeNull();
  });

  it('refuses a date after today', () => {
    expect(entryDateProblem(day('2026-11-26'), today, 15)).toEqual({ kind: 'future' });
  });

  it('refuses a date in a month whose deadline passed, naming the month and its deadline', () => {
    const problem = entryDateProblem(day('2026-10-31'), today, 15);
    expect(problem).toEqual({
      kind: 'closed',
      month: { year: 2026, month: 10 },
      deadline: day('2026-11-15'),
    });
    expect(entryDateMessage(problem!)).toBe(
      'Reporting for October 2026 closed on November 15, 2026. State staff can add a late entry.',
    );
  });

  it('keeps October open on November 15 under a day-15 profile', () => {
    expect(entryDateProblem(day('2026-10-01'), day('2026-11-15'), 15)).toBeNull();
  });
});
