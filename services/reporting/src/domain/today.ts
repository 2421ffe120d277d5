import { type LocalDate, localDateIn } from '@tracker/contracts/rules/calendar';

const MINUTE_MS = 60_000;
/** Zone names arrive from clients (any spelling `Intl` accepts), so the memory is bounded. */
const MAX_ZONES = 1_000;

interface Remembered {
  minute: number;
  /** Null for a minute in which the zone's date changes. */
  date: LocalDate | null;
}

const byZone = new Map<string, Remembered>();

/**
 * `localDateIn`, remembered per zone for one UTC minute: formatting a date in a zone is the costliest
 * step of the dashboard's own work, and the busiest call asks for the same few zones many times a
 * minute. The date is kept only when the minute's first and last millisecond fall on the same day,
 * which holds for every minute but one in which a midnight (or a change of offset across one) falls.
 * The answer is frozen: callers share it.
 */
export function todayIn(timeZone: string, instant: Date): LocalDate {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const known = byZone.get(timeZone);
  if (known !== undefined && known.minute === minute) return known.date ?? localDateIn(timeZone, instant);

  const start = localDateIn(timeZone, new Date(minute * MINUTE_MS));
  const end = localDateIn(timeZone, new Date(minute * MINUTE_MS + MINUTE_MS - 1));
  const date =
    start.year === end.year && start.month === end.month && start.day === end.day
      ? Object.freeze(start)
      : null;
  if (known === undefined && byZone.size >= MAX_ZONES) byZone.clear();
  byZone.set(timeZone, { minute, date });
  return date ?? localDateIn(timeZone, instant);
}
