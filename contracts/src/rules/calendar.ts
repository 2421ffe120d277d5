// Calendar dates and months without time zones: an activity's date is a day on the calendar, and only
// "today" depends on where the person is.

/** A day on the calendar; `month` is 1-based. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar month; `month` is 1-based. */
export interface YearMonth {
  year: number;
  month: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date at `instant` in `timeZone` (an IANA name). */
export function localDateIn(timeZone: string, instant: Date): LocalDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** `YYYY-MM-DD` → a date; the text is trusted to be a valid ISO date. */
export function parseIsoDate(text: string): LocalDate {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (value: number) => String(value).padStart(2, '0');

export function formatIsoDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** `YYYY-MM` → a month; the text is trusted to be a valid month. */
export function parseYearMonth(text: string): YearMonth {
  const [year, month] = text.split('-').map(Number) as [number, number];
  return { year, month };
}

/** A month as `YYYY-MM`. */
export function formatYearMonth(month: YearMonth): string {
  return `${String(month.year).padStart(4, '0')}-${pad(month.month)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(month: YearMonth): number {
  return month.month === 2 && isLeapYear(month.year) ? 29 : (DAYS_IN_MONTH[month.month - 1] ?? 30);
}

export function monthOf(date: LocalDate): YearMonth {
  return { year: date.year, month: date.month };
}

export function firstDayOf(month: YearMonth): LocalDate {
  return { ...month, day: 1 };
}

export function lastDayOf(month: YearMonth): LocalDate {
  return { ...month, day: daysInMonth(month) };
}

export function previousMonth(month: YearMonth): YearMonth {
  return month.month === 1
    ? { year: month.year - 1, month: 12 }
    : { year: month.year, month: month.month - 1 };
}

export function nextMonth(month: YearMonth): YearMonth {
  return month.month === 12
    ? { year: month.year + 1, month: 1 }
    : { year: month.year, month: month.month + 1 };
}

/** Negative, zero or positive as `a` is before, the same as or after `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year - b.year || a.month - b.month;
}

/** Negative, zero or positive as `a` is before, the same day as or after `b`. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return compareMonths(a, b) || a.day - b.day;
}

/** The day `count` days after `date` (before it when negative). */
export function addDays(date: LocalDate, count: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + count));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Whole days from `from` to `to`: 0 on the same day, negative when `to` comes first. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const dayMs = 24 * 60 * 60 * 1000;
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / dayMs,
  );
}

/**
 * `date` plus whole months. A day the target month lacks becomes its last day (31 January plus one
 * month is the end of February), as people count months: an approval's expiration is computed with
 * this on the server and proposed with it in the reviewer's form, so both agree.
 */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return { ...target, day: Math.min(date.day, daysInMonth(target)) };
}

/** `addMonths` on `YYYY-MM-DD` text. */
export function addMonthsToIsoDate(isoDate: string, months: number): string {
  return formatIsoDate(addMonths(parseIsoDate(isoDate), months));
}

/** Today's date as `YYYY-MM-DD` in `timeZone`. */
export function isoDateIn(timeZone: string, instant: Date): string {
  return formatIsoDate(localDateIn(timeZone, instant));
}
