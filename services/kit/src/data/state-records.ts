import type { VerificationDataMatchedV1 } from '@tracker/contracts/events/verification-data-matched-v1';
import { lastWordPerMonthAndSource } from '@tracker/contracts/rules/state-data';
import type { Knex } from 'knex';

/**
 * Keeps, in a service's own `state_records` table (one row per user, month and source: amount in
 * cents, hours, flag, `updated_at`), what the state's data says of each month and source. Each record
 * replaces what that source said of that month before, unless a newer match already wrote it
 * (`matchedAt`, when the match was made), so an older match arriving late changes nothing. Every
 * service that judges months keeps this read model, each in its own schema.
 */
export async function upsertStateRecords(
  db: Knex,
  userId: string,
  records: VerificationDataMatchedV1['records'],
  matchedAt: Date,
): Promise<void> {
  await db('state_records')
    .insert(
      lastWordPerMonthAndSource(records).map((record) => ({
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
