import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** Queues stored files for removal, inside the transaction that deletes their rows. */
export async function queueBlobDeletions(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db('blob_deletions')
    .insert(keys.map((key) => ({ s3_key: key })))
    .onConflict('s3_key')
    .ignore();
}

/** The oldest queued removals. */
export async function pendingBlobDeletions(db: Db, limit: number): Promise<string[]> {
  const rows = (await db('blob_deletions')
    .select('s3_key')
    .orderBy([{ column: 'created_at' }, { column: 's3_key' }])
    .limit(limit)) as Array<{ s3_key: string }>;
  return rows.map((row) => row.s3_key);
}

export async function forgetBlobDeletion(db: Db, key: string): Promise<void> {
  await db('blob_deletions').where('s3_key', key).delete();
}

export async function noteBlobDeletionFailure(db: Db, key: string, error: string): Promise<void> {
  await db('blob_deletions')
    .where('s3_key', key)
    .update({ attempts: db.raw('attempts + 1'), last_error: error.slice(0, 1000) });
}
