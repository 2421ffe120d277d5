import type { VerificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import type { Knex } from 'knex';

/**
 * Keeps what the state's data says of each month and source, each record replacing what that source
 * said of that month before, unless a newer match already wrote it (`matchedAt`).
 */
export async function upsertStateRecords(
  db: Knex,
  userId: string,
  records: VerificationDataMatchedV1['records'],
  matchedAt: Date,
): Promise<void> {
  // One row per month and source: a file naming one twice keeps its last word, as a later import would.
  const bySlot = new Map<string, VerificationDataMatchedV1['records'][number]>();
  for (const record of records) bySlot.set(`${record.month} ${record.source}`, record);
  await db('state_records')
    .insert(
      [...bySlot.values()].map((record) => ({
        user_id: userId,
        month: record.month,
        source: record.source,
        amount_cents: record.amountCents,
        hours: record.hours,
        flag: record.flag,
        updated_at: matchedAt,
      })),
    )
    .onConflict(['user_id', 'month', 'source'])
    .merge(['amount_cents', 'hours', 'flag', 'updated_at'])
    .where('state_records.updated_at', '<=', matchedAt);
}
