import type { Knex } from 'knex';
import type { YearMonth } from '@tracker/contracts/rules/calendar';
import type { Database } from '@tracker/kit/data/db';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import type { MonthDelta } from '../domain/month-delta.js';

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

interface MonthCountRow {
  year: number;
  month: number;
  count: number;
  preferred_language: string | null;
}

/**
 * The months the user has activities in, newest first, with how many, and on every row the account's
 * language (null without an account row), which names the months: one statement, and no row at all,
 * language included, for someone without activities, whose answer is empty anyway.
 */
const monthsWithActivitiesStatement = preparedQuery<MonthCountRow>(
  'reporting_months_with_activities',
  `select year, month, sum(count)::integer as count,
          (select preferred_language from users where id = $1) as preferred_language
     from month_totals
    where user_id = $1
    group by year, month
   having sum(count) > 0
    order by year desc, month desc`,
);

/** Months the user has activities in, newest first, with how many, and the account's language. */
export async function monthsWithActivities(
  db: Database,
  userId: string,
): Promise<{ months: Array<YearMonth & { count: number }>; language: string | null }> {
  const rows = await monthsWithActivitiesStatement.run(db, [userId]);
  return {
    months: rows.map((row) => ({ year: row.year, month: row.month, count: row.count })),
    language: rows[0]?.preferred_language ?? null,
  };
}
