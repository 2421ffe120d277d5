import type { ProofRecordKind } from '@tracker/contracts/events/activity-files-counted-v1';
import type { Knex } from 'knex';

/** How many files a record has, as of `countedAt`. */
export interface RecordFileCount {
  recordId: string;
  userId: string;
  recordKind: ProofRecordKind;
  fileCount: number;
}

/** Keeps the record's file count as of `countedAt`, unless a newer count is already kept. */
export async function keepFileCount(db: Knex, count: RecordFileCount, countedAt: Date): Promise<void> {
  await db('record_files')
    .insert({
      record_id: count.recordId,
      user_id: count.userId,
      record_kind: count.recordKind,
      file_count: count.fileCount,
      counted_at: countedAt,
    })
    .onConflict('record_id')
    .merge()
    .where('record_files.counted_at', '<=', countedAt);
}

/** The file counts of the user's records among `recordIds`; a record never counted is left out (none). */
export async function fileCountsOf(
  db: Knex,
  userId: string,
  recordIds: readonly string[],
): Promise<Map<string, number>> {
  if (recordIds.length === 0) return new Map();
  const rows = (await db('record_files')
    .select('record_id', 'file_count')
    .where({ user_id: userId })
    .whereIn('record_id', recordIds)) as Array<{ record_id: string; file_count: number }>;
  return new Map(rows.map((row) => [row.record_id, row.file_count]));
}
