import { type StateRecord, stateRecordOf } from '@tracker/contracts/rules/state-data';
import type { Knex } from 'knex';

/** `[source, amount cents, hours, flag]`, as `stateRecordsColumn` and `stateRecordsByUser` read them. */
type StateRecordTuple = [string, number | string | null, number | string | null, boolean | null];

/**
 * A column `state_records` of the state's records of the person `user` for the month whose first day
 * is `first` (both `$n` of the statement that includes it).
 */
export function stateRecordsColumn(user: string, first: string): string {
  return `(select coalesce(json_agg(json_build_array(source, amount_cents::float8, hours::float8, flag)
                                    order by source), '[]'::json)
             from state_records
            where user_id = ${user} and month = to_char(${first}::date, 'YYYY-MM')) as state_records`;
}

/** The records of a `stateRecordsColumn` value (a source this build does not know is left out). */
export function stateRecordsOf(value: unknown): StateRecord[] {
  const tuples = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as StateRecordTuple[];
  return tuples
    .map(([source, amountCents, hours, flag]) => stateRecordOf(source, amountCents, hours, flag))
    .filter((record): record is StateRecord => record !== null);
}

/** Each of the given users' state records of `month` (`YYYY-MM`): one query for a page of people. */
export async function stateRecordsByUser(
  db: Knex,
  userIds: readonly string[],
  month: string,
): Promise<Map<string, StateRecord[]>> {
  const byUser = new Map<string, StateRecord[]>();
  if (userIds.length === 0) return byUser;
  const rows = (await db('state_records')
    .select('user_id', 'source', 'amount_cents', 'hours', 'flag')
    .whereIn('user_id', userIds)
    .where('month', month)
    .orderBy(['user_id', 'source'])) as Array<{
    user_id: string;
    source: string;
    amount_cents: number | string | null;
    hours: number | string | null;
    flag: boolean | null;
  }>;
  for (const row of rows) {
    const record = stateRecordOf(row.source, row.amount_cents, row.hours, row.flag);
    if (record === null) continue;
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), record]);
  }
  return byUser;
}
