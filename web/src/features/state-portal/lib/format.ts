import { localeOf } from '../../../components/activities/lib/format';

/** The day of a moment (ISO date-time) as 'MMM dd, yyyy', in the reader's own time zone. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}
