import { KB } from '@tracker/contracts/constants/attachments';

/** The locale dates and numbers are written in for the interface language. */
export function localeOf(language: string): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

function calendarDate(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A calendar date (`YYYY-MM-DD`) as 'MMM dd, yyyy' in the interface language. It is read and written
 * in UTC, so the day never shifts in time zones west of Greenwich.
 */
export function formatActivityDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDate(iso));
}

/** A calendar date written out ('March 5, 2025', '5 de marzo de 2025'), for use inside a sentence. */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    calendarDate(iso),
  );
}

/** A calendar month ('March 2025') in the interface language. */
export function formatMonth(year: number, month: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A moment (ISO date-time) as date and time in the reader's own time zone. */
export function formatTimestamp(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatNumber(value: number, language: string, fractionDigits = 2): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: fractionDigits }).format(value);
}

/** A file size in KB (1024 bytes each), one decimal. */
export function formatFileSize(bytes: number, language: string): string {
  return `${new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / KB)} KB`;
}

/** Today's date in the person's own calendar, `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The browser's IANA time zone, which decides which month is "this month" on the server. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
