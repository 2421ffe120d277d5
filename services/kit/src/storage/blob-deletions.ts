import type { Knex } from 'knex';

// The queue of stored files whose rows are gone. A service that keeps files creates the table in its
// own schema (`createBlobDeletionsTable`) and queues keys in the transaction that deletes the rows;
// the blob janitor removes the files after the commit.

type Db = Knex | Knex.Transaction;

/** Creates the `blob_deletions` table, for a service migration. */
export async function createBlobDeletionsTable(knex: Knex): Promise<void> {
  await knex.schema.createTable('blob_deletions', (t) => {
    t.string('s3_key', 1024).primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
  });
}

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

/** Drops a key from the queue once its file is gone. */
export async function forgetBlobDeletion(db: Db, key: string): Promise<void> {
  await db('blob_deletions').where('s3_key', key).delete();
}

/** Counts a failed removal and keeps why, for whoever looks at the queue. */
export async function noteBlobDeletionFailure(db: Db, key: string, error: string): Promise<void> {
  await db('blob_deletions')
    .where('s3_key', key)
    .update({ attempts: db.raw('attempts + 1'), last_error: error.slice(0, 1000) });
}
