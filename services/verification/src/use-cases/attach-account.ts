import type { Knex } from 'knex';
import type { VerificationDeps } from '../deps.js';
import { requestColumns, type RequestRow, requestOf } from '../store/requests.js';
import { recordDataMatched, recordRequested } from '../store/events.js';
import { takeUnmatched } from '../store/unmatched-records.js';
import { applyDeterminations, determineContextOf } from './shared/determine.js';

/**
 * An account now has a Medicaid id the state named before it existed: its requests become the
 * account's (reporting is asked for their months), and the state's rows kept for that id go to the
 * account as `verification.data-matched` and leave the unmatched table. Answers what it attached.
 */
export async function attachAccount(
  trx: Knex.Transaction,
  deps: Pick<VerificationDeps, 'settings' | 'now'>,
  userId: string,
  medicaidIdIndex: string,
  correlationId?: string,
): Promise<{ requests: number; records: number }> {
  const rows = (await trx('requests')
    .select(requestColumns(trx))
    .where('medicaid_id_index', medicaidIdIndex)
    .whereNull('user_id')
    .orderBy('id')
    .forUpdate()) as RequestRow[];
  const requests = rows.map((row) => ({ ...requestOf(row), userId }));
  if (requests.length > 0) {
    await trx('requests')
      .whereIn(
        'id',
        requests.map((request) => request.id),
      )
      .update({ user_id: userId });
    for (const request of requests) await recordRequested(trx, request, correlationId);
  }

  const records = await takeUnmatched(trx, medicaidIdIndex);
  if (records.length > 0) await recordDataMatched(trx, userId, records, correlationId);

  // Their months are now reporting's to answer: open ones wait for it (pending) until it does.
  await applyDeterminations(
    trx,
    determineContextOf(deps, correlationId),
    requests.filter((request) => request.status === 'pending' || request.status === 'needs_information'),
  );
  return { requests: requests.length, records: records.length };
}
