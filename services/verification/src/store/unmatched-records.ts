import type { StateDataSource, StateRecord } from '@tracker/contracts/rules/state-data';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** One source's record of one month for one Medicaid id (by its index). */
export interface IndexedRecord extends StateRecord {
  medicaidIdIndex: string;
  /** `YYYY-MM`. */
  month: string;
}

interface RecordRow {
  medicaid_id_index: string;
  month: string;
  source: StateDataSource;
  amount_cents: string | number | null;
  hours: string | number | null;
  flag: boolean | null;
}

function recordOf(row: RecordRow): IndexedRecord {
  return {
    medicaidIdIndex: row.medicaid_id_index,
    month: row.month,
    source: row.source,
    amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    hours: row.hours === null ? null : Number(row.hours),
    flag: row.flag,
  };
}

/** The state's records no account matches yet, by index then month. */
export async function unmatchedRecordsOf(
  db: Db,
  indexes: readonly string[],
): Promise<Map<string, Map<string, StateRecord[]>>> {
  const byIndex = new Map<string, Map<string, StateRecord[]>>();
  if (indexes.length === 0) return byIndex;
  const rows = (await db('unmatched_records').whereIn('medicaid_id_index', [
    ...new Set(indexes),
  ])) as RecordRow[];
  for (const row of rows) {
    const record = recordOf(row);
    const months = byIndex.get(record.medicaidIdIndex) ?? new Map<string, StateRecord[]>();
    months.set(record.month, [...(months.get(record.month) ?? []), record]);
    byIndex.set(record.medicaidIdIndex, months);
  }
  return byIndex;
}

/** Keeps each record, replacing what its source said of that month before. */
export async function upsertUnmatched(db: Db, records: readonly IndexedRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db('unmatched_records')
    .insert(
      records.map((record) => ({
        medicaid_id_index: record.medicaidIdIndex,
        month: record.month,
        source: record.source,
        amount_cents: record.amountCents,
        hours: record.hours,
        flag: record.flag,
        updated_at: db.fn.now(),
      })),
    )
    .onConflict(['medicaid_id_index', 'month', 'source'])
    .merge(['amount_cents', 'hours', 'flag', 'updated_at']);
}

/** Removes and answers the records of `index`: an account now has it. */
export async function takeUnmatched(db: Db, index: string): Promise<IndexedRecord[]> {
  const rows = (await db('unmatched_records')
    .where('medicaid_id_index', index)
    .delete()
    .returning(['medicaid_id_index', 'month', 'source', 'amount_cents', 'hours', 'flag'])) as RecordRow[];
  return rows
    .map(recordOf)
    .sort((a, b) => a.month.localeCompare(b.month) || a.source.localeCompare(b.source));
}
