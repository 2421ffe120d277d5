import { localeOf } from '../../../lib/format';

/** The day of a moment (ISO date-time) as 'MMM dd, yyyy', in the reader's own time zone. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** Whole cents as people read an amount in the interface language (`$620.00`). */
export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}
