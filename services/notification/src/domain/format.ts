import type { Language } from '@tracker/contracts/constants/accounts';
import { type LocalDate, parseIsoDate, type YearMonth } from '@tracker/contracts/rules/calendar';

// Numbers and dates as each language writes them in the United States: "2.5 hours, March 31, 2026"
// and "2.5 horas, 31 de marzo de 2026".

const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${language}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    // The calendar day is formatted as a UTC midnight, so no time zone can move it to another day.
    format = new Intl.DateTimeFormat(locales[language], { ...options, timeZone: 'UTC' });
    cache.set(key, format);
  }
  return format;
}

function toInstant(date: LocalDate | string): Date {
  const day = typeof date === 'string' ? parseIsoDate(date) : date;
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

/** `March 31, 2026` / `31 de marzo de 2026`. */
export function longDate(date: LocalDate | string, language: Language): string {
  return dateFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(toInstant(date));
}

/** `September 30` / `30 de septiembre`: a day within its year, spelled out for a text. */
export function dayAndMonth(date: LocalDate | string, language: Language): string {
  return dateFormat(language, { month: 'long', day: 'numeric' }).format(toInstant(date));
}

/** `Mar 31` / `31 mar`: short enough for a text message. */
export function shortDate(date: LocalDate | string, language: Language): string {
  return dateFormat(language, { month: 'short', day: 'numeric' }).format(toInstant(date)).replace('.', '');
}

/** `March 2026` / `marzo de 2026`. */
export function monthName(month: YearMonth, language: Language): string {
  return dateFormat(language, { year: 'numeric', month: 'long' }).format(toInstant({ ...month, day: 1 }));
}

/** `March` / `marzo`: a month named within its year. */
export function monthOnly(month: YearMonth, language: Language): string {
  return dateFormat(language, { month: 'long' }).format(toInstant({ ...month, day: 1 }));
}

/** Hours with up to two decimals: `2`, `2.5`. */
export function hoursNumber(hours: number, language: Language): string {
  const key = `n:${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2, useGrouping: false });
    cache.set(key, format);
  }
  return format.format(hours);
}
