import { localeOf } from '../../../lib/format';

/** Whole cents as the API reads an amount: dollars, a point, two digits (`62000` → `"620.00"`). */
export function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents as people read an amount in the interface language: `$620.00`, `620,00 US$`-style for Spanish. */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}
