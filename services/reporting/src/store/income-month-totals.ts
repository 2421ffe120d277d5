import type { Knex } from 'knex';
import type { IncomeMonthDelta } from '../domain/income-month-delta.js';

/**
 * Applies the deltas to the user's pay per month, in their order, then drops months no record is
 * left in. As with the hours, taking pay off must find its month, and the table refuses totals below
 * zero: totals that drifted from the records make the event fail and be retried, not go unseen.
 */
export async function applyIncomeMonthDeltas(
  db: Knex,
  userId: string,
  deltas: readonly IncomeMonthDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  for (const { year, month, cents, count } of deltas) {
    const key = { user_id: userId, year, month };
    if (cents < 0 || count < 0) {
      const changed = await db('income_month_totals')
        .where(key)
        .update({
          gross_cents: db.raw('?? + ?', ['gross_cents', cents]),
          count: db.raw('?? + ?', ['count', count]),
        });
      if (changed === 0) throw new Error(`No pay total for ${year}-${month} to take pay off`);
    } else {
      await db('income_month_totals')
        .insert({ ...key, gross_cents: cents, count })
        .onConflict(['user_id', 'year', 'month'])
        .merge({
          gross_cents: db.raw('?? + excluded.gross_cents', ['income_month_totals.gross_cents']),
          count: db.raw('?? + excluded.count', ['income_month_totals.count']),
        });
    }
  }
  await db('income_month_totals').where({ user_id: userId, count: 0 }).del();
}
