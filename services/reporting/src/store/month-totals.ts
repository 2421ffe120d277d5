import type { ActivityType } from '@tracker/contracts/constants';
import type { Knex } from 'knex';
import type { YearMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { MonthDelta } from '../domain/month-delta.js';

/** One row of the month totals. */
export interface MonthTotal {
  year: number;
  month: number;
  type: ActivityType;
  hours: number;
  count: number;
}

interface MonthTotalRow {
  year: number;
  month: number;
  type: ActivityType;
  hours: string | number;
  count: string | number;
}

/**
 * Applies the deltas to the user's totals, in their order, then drops rows no activity is left in.
 * A change that takes hours off must find its row (a negative row is never inserted, and the table's
 * check refuses totals below zero): totals that drifted from the activities make the event fail, be
 * retried and then dead-lettered, instead of going unseen.
 */
export async function applyMonthDeltas(
  db: Knex,
  userId: string,
  deltas: readonly MonthDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  for (const { year, month, type, hours, count } of deltas) {
    const key = { user_id: userId, year, month, type };
    if (hours < 0 || count < 0) {
      const changed = await db('month_totals')
        .where(key)
        .update({ hours: db.raw('?? + ?', ['hours', hours]), count: db.raw('?? + ?', ['count', count]) });
      if (changed === 0) throw new Error(`No ${type} total for ${year}-${month} to take hours off`);
    } else {
      await db('month_totals')
        .insert({ ...key, hours, count })
        .onConflict(['user_id', 'year', 'month', 'type'])
        .merge({
          hours: db.raw('?? + excluded.hours', ['month_totals.hours']),
          count: db.raw('?? + excluded.count', ['month_totals.count']),
        });
    }
  }
  await db('month_totals').where({ user_id: userId, count: 0 }).del();
}

/** The user's totals for the given months: a handful of rows however many activities there are. */
export async function monthTotals(
  db: Knex,
  userId: string,
  months: readonly YearMonth[],
): Promise<MonthTotal[]> {
  if (months.length === 0) return [];
  const rows = (await db('month_totals')
    .select('year', 'month', 'type', 'hours', 'count')
    .where({ user_id: userId })
    .whereIn(
      ['year', 'month'],
      months.map((month) => [month.year, month.month]),
    )) as MonthTotalRow[];
  return rows.map((row) => ({
    year: Number(row.year),
    month: Number(row.month),
    type: row.type,
    hours: Number(row.hours),
    count: Number(row.count),
  }));
}

/** The hours by type of one month, out of rows of several. */
export function hoursByTypeIn(totals: readonly MonthTotal[], month: YearMonth): HoursByType {
  const hours: HoursByType = {};
  for (const total of totals) {
    if (total.year === month.year && total.month === month.month) hours[total.type] = total.hours;
  }
  return hours;
}

/** Months the user has activities in, newest first, with how many. */
export async function monthsWithActivities(
  db: Knex,
  userId: string,
): Promise<Array<YearMonth & { count: number }>> {
  const rows = (await db('month_totals')
    .select('year', 'month', db.raw('sum(count)::integer as count'))
    .where({ user_id: userId })
    .groupBy('year', 'month')
    .havingRaw('sum(count) > 0')
    .orderBy([
      { column: 'year', order: 'desc' },
      { column: 'month', order: 'desc' },
    ])) as Array<{ year: number; month: number; count: string | number }>;
  return rows.map((row) => ({ year: Number(row.year), month: Number(row.month), count: Number(row.count) }));
}
