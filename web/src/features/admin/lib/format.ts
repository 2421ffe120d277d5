import type { LoginRecord } from '@tracker/contracts/http/admin-users';

/** The locale dates and numbers are written in for the interface language. */
export function localeOf(language: string): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** A moment (ISO date-time) as date and time in the reader's time zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/**
 * A calendar date (YYYY-MM-DD or the date of an ISO date-time). Calendar dates are read in UTC so a
 * birthday never moves to the day before in time zones west of Greenwich.
 */
export function formatDate(value: string, language: string, { calendar = false } = {}): string {
  const date = calendar ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    ...(calendar ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value);
}

/** "City, Country" from what is known, or null when nothing is. */
export function loginPlace(record: Pick<LoginRecord, 'city' | 'country'>): string | null {
  return [record.city, record.country].filter(Boolean).join(', ') || null;
}

/**
 * The parts of a device description that are known: "browser version", operating system, device
 * type. `deviceLabel` translates the device type ("mobile", "desktop"...).
 */
export function loginDevice(
  record: Pick<LoginRecord, 'browser' | 'browserVersion' | 'operatingSystem' | 'device'>,
  deviceLabel: (device: string) => string = (device) => device,
): string | null {
  const browser = [record.browser, record.browser ? record.browserVersion : null].filter(Boolean).join(' ');
  const parts = [browser, record.operatingSystem, record.device ? deviceLabel(record.device) : null];
  return parts.filter(Boolean).join(' · ') || null;
}
