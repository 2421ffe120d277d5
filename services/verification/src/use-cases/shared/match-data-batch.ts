import type { Knex } from 'knex';
import type { VerificationDeps } from '../../deps.js';
import { recordDataMatched } from '../../store/events.js';
import { peopleByIndexes } from '../../store/people.js';
import { pendingRows } from '../../store/data-match-imports.js';
import { type IndexedRecord, upsertUnmatched } from '../../store/unmatched-records.js';
import { determineContextOf, redetermine } from './determine.js';

/** Staged rows one transaction matches. */
export const DATA_MATCH_BATCH = 1000;

export type BatchOutcome = 'processed' | 'finished' | 'nothing';

/**
 * Matches the next batch of an import's staged rows: rows whose index an account has go to that
 * account as one `verification.data-matched` per account, the others are kept as unmatched records
 * (each replacing what its source said of that month); the open requests of those people and ids are
 * determined again; the import's counts move on, and it finishes with its last batch. The import row
 * is locked for the batch, `SKIP LOCKED` when `wait` is false, so replicas resuming imports share
 * them batch by batch and never match a row twice.
 */
export async function processDataMatchBatch(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  importId: string,
  options: { wait: boolean },
): Promise<BatchOutcome> {
  return deps.db.knex.transaction(async (trx) => {
    const locking = trx('data_match_imports')
      .where({ id: importId, status: 'processing' })
      .first('id')
      .forUpdate();
    if (!options.wait) locking.skipLocked();
    if (!(await locking)) return 'nothing';

    const rows = await pendingRows(trx, importId, DATA_MATCH_BATCH);
    const people = await peopleByIndexes(
      trx,
      rows.map((row) => row.medicaidIdIndex),
    );
    // Within a batch a later line about the same month and source replaces an earlier one.
    const byUser = new Map<string, Map<string, IndexedRecord>>();
    const unmatched = new Map<string, IndexedRecord>();
    let matchedRows = 0;
    for (const row of rows) {
      const record: IndexedRecord = {
        medicaidIdIndex: row.medicaidIdIndex,
        month: row.month,
        source: row.source,
        amountCents: row.amountCents,
        hours: row.hours,
        flag: row.flag,
      };
      const key = `${row.medicaidIdIndex} ${row.month} ${row.source}`;
      const person = people.get(row.medicaidIdIndex);
      if (person) {
        matchedRows += 1;
        const records = byUser.get(person.userId) ?? new Map<string, IndexedRecord>();
        records.set(key, record);
        byUser.set(person.userId, records);
      } else {
        unmatched.set(key, record);
      }
    }
    for (const [userId, records] of byUser) await recordDataMatched(trx, userId, [...records.values()]);
    const unmatchedRecords = [...unmatched.values()];
    for (let start = 0; start < unmatchedRecords.length; start += 500) {
      await upsertUnmatched(trx, unmatchedRecords.slice(start, start + 500));
    }

    if (rows.length > 0) {
      await trx('data_match_rows')
        .where('import_id', importId)
        .whereIn(
          'line',
          rows.map((row) => row.line),
        )
        .update({ processed: true });
    }
    const finished = rows.length < DATA_MATCH_BATCH;
    await trx('data_match_imports')
      .where('id', importId)
      .update({
        processed: trx.raw('processed + ?', [rows.length]),
        matched: trx.raw('matched + ?', [matchedRows]),
        unmatched: trx.raw('unmatched + ?', [rows.length - matchedRows]),
        ...(finished ? { status: 'finished', finished_at: deps.now() } : {}),
      });
    // The staged rows have served: what is kept of them is in unmatched_records or the events.
    if (finished) await trx('data_match_rows').where('import_id', importId).delete();

    await redetermineTouched(
      trx,
      deps,
      [...byUser.keys()],
      [...new Set(unmatchedRecords.map((r) => r.medicaidIdIndex))],
    );
    return finished ? 'finished' : 'processed';
  });
}

/** Open requests of the people and ids a batch touched, determined again with what it brought. */
async function redetermineTouched(
  trx: Knex.Transaction,
  deps: Pick<VerificationDeps, 'settings' | 'now'>,
  userIds: string[],
  indexes: string[],
): Promise<void> {
  if (userIds.length === 0 && indexes.length === 0) return;
  await redetermine(trx, determineContextOf(deps), (query) =>
    query.where((where) => {
      if (userIds.length > 0) where.orWhereIn('user_id', userIds);
      if (indexes.length > 0)
        where.orWhere((inner) => inner.whereNull('user_id').whereIn('medicaid_id_index', indexes));
    }),
  );
}
