import type { Language } from '@tracker/contracts/constants/accounts';

/** `2026-09-15` as "Sep 15, 2026" or "15 sept 2026"; read as a calendar date, whatever the time zone. */
export function formatResourceDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: language === 'es' ? 'numeric' : '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
