import type { ActivityType } from '@tracker/contracts/constants/activities';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';

/** What of an activity the month totals depend on. */
export interface ActivityFacts {
  type: ActivityType;
  hours: number;
  /** `YYYY-MM-DD`; the activity belongs to this date's calendar month. */
  date: string;
}

/** A change to one row of the month totals. */
export interface MonthDelta {
  year: number;
  month: number;
  type: ActivityType;
  hours: number;
  count: number;
}

function keyOf(delta: Pick<MonthDelta, 'year' | 'month' | 'type'>): string {
  return `${delta.year}-${String(delta.month).padStart(2, '0')}-${delta.type}`;
}

/**
 * The changes to the month totals when an activity goes from `before` to `after` (either may be
 * absent: logged, deleted). Changes to the same row are merged, rows left unchanged are dropped, and
 * the rest come in a fixed order so concurrent writers lock rows in the same order.
 */
export function monthDeltas(before: ActivityFacts | null, after: ActivityFacts | null): MonthDelta[] {
  const byKey = new Map<string, MonthDelta>();
  const add = (facts: ActivityFacts, sign: 1 | -1) => {
    const { year, month } = parseIsoDate(facts.date);
    const key = keyOf({ year, month, type: facts.type });
    const current = byKey.get(key) ?? { year, month, type: facts.type, hours: 0, count: 0 };
    byKey.set(key, { ...current, hours: current.hours + sign * facts.hours, count: current.count + sign });
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return [...byKey.entries()]
    .filter(([, delta]) => delta.hours !== 0 || delta.count !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta);
}
