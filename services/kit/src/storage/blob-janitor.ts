import type { Logger } from 'pino';
import type { BlobStore } from './blob.js';
import { forgetBlobDeletion, noteBlobDeletionFailure, pendingBlobDeletions } from './blob-deletions.js';
import type { Database } from '../data/db.js';
import { createSweeper, type Sweeper } from '../data/sweeper.js';

/**
 * Removes stored files whose rows are gone, as queued in the service's `blob_deletions` table.
 * Deletions are queued in the same transaction that removes the rows, so a file is never removed
 * for a change that rolled back, and one the store failed to remove is tried again later.
 */
export type BlobJanitor = Sweeper;

export interface BlobJanitorOptions {
  db: Database;
  blobs: BlobStore;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}

/** A janitor over the service's queue; nothing runs until `start()`, `sweep()` or `nudge()`. */
export function createBlobJanitor(options: BlobJanitorOptions): BlobJanitor {
  const { db, blobs, intervalMs = 60_000, batchSize = 100 } = options;
  const log = options.logger.child({ module: 'blob-janitor' });

  async function round(): Promise<void> {
    const failed = new Set<string>();
    for (;;) {
      const keys = (await pendingBlobDeletions(db.knex, batchSize + failed.size)).filter(
        (key) => !failed.has(key),
      );
      if (keys.length === 0) return;
      for (const key of keys) {
        try {
          await blobs.delete(key);
          await forgetBlobDeletion(db.knex, key);
        } catch (error) {
          failed.add(key);
          log.warn({ err: error, key }, 'stored file not removed yet; will retry');
          await noteBlobDeletionFailure(db.knex, key, error instanceof Error ? error.message : String(error));
        }
      }
    }
  }

  return createSweeper({ round, intervalMs, logger: log, failure: 'stored-file cleanup failed' });
}
