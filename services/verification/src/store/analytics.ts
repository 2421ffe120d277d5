import type { Knex } from 'knex';
import type { FirstStep, UsageCount } from '../domain/usage.js';

type Db = Knex | Knex.Transaction;

/** One stored daily count. */
export interface UsageRow {
  day: string;
  name: string;
  path: string;
  channel: string;
  count: number;
}

/**
 * Adds one to each count, in one statement: counts repeated in `counts` are summed first (Postgres
 * refuses to upsert the same row twice in one command), then added to what the day already holds.
 */
export async function addUsageCounts(db: Db, counts: readonly UsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  const summed = new Map<string, UsageCount & { count: number }>();
  for (const entry of counts) {
    const key = JSON.stringify([entry.day, entry.name, entry.path, entry.channel]);
    const found = summed.get(key);
    if (found) found.count += 1;
    else summed.set(key, { ...entry, count: 1 });
  }
  await db('usage_daily')
    .insert([...summed.values()])
    .onConflict(['day', 'name', 'path', 'channel'])
    .merge({ count: db.raw('?? + excluded.??', ['usage_daily.count', 'count']) });
}

/** Every count of the days from `from` to `to`, both included. */
export async function usageCountsBetween(db: Db, from: string, to: string): Promise<UsageRow[]> {
  const rows = (await db('usage_daily')
    .whereBetween('day', [from, to])
    .select(db.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'name', 'path', 'channel', 'count')) as Array<
    Omit<UsageRow, 'count'> & { count: string | number }
  >;
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * Records that the person reached `step`; true only the first time, so a step is counted once per
 * person however many events announce it.
 */
export async function claimFirstStep(db: Db, userId: string, step: FirstStep): Promise<boolean> {
  const inserted = await db('usage_firsts')
    .insert({ user_id: userId, step })
    .onConflict(['user_id', 'step'])
    .ignore()
    .returning('user_id');
  return inserted.length > 0;
}

/** Forgets which steps a deleted account reached: the daily counts, which name no one, stay. */
export async function forgetFirstSteps(db: Db, userId: string): Promise<void> {
  await db('usage_firsts').where({ user_id: userId }).delete();
}
