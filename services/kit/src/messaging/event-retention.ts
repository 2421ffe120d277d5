import type { Logger } from 'pino';
import type { Database } from '../data/db.js';

export const DEFAULT_RETENTION_SWEEP_MS = 60 * 60 * 1000;
const DEFAULT_BATCH_SIZE = 500;

/** The kit tables whose handled rows expire: published outbox rows and inbox rows. */
export type RetainedTable = 'outbox' | 'inbox';

// Each batch is one short statement of its own, so a large backlog never holds locks for long.
// SKIP LOCKED lets the replicas of a service sweep at the same time without waiting on each other.
const expiredBatch: Record<RetainedTable, string> = {
  // An unpublished row must still be sent, however old it is.
  outbox: `delete from outbox where id in (
      select id from outbox
       where published_at is not null and published_at < now() - make_interval(days => ?::int)
       order by published_at
       limit ?
       for update skip locked)`,
  // The inbox only turns redeliveries into no-ops, and the broker redelivers within minutes, not days.
  inbox: `delete from inbox where (event_id, consumer) in (
      select event_id, consumer from inbox
       where processed_at < now() - make_interval(days => ?::int)
       order by processed_at
       limit ?
       for update skip locked)`,
};

export interface DeleteExpiredOptions {
  olderThanDays: number;
  batchSize?: number;
  /** Checked between batches, so a sweep can be cut short at shutdown. */
  keepGoing?: () => boolean;
}

/** Deletes the table's expired rows, a batch at a time, and returns how many went. */
export async function deleteExpiredRows(
  db: Database,
  table: RetainedTable,
  options: DeleteExpiredOptions,
): Promise<number> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  let deleted = 0;
  for (;;) {
    const result = (await db.knex.raw(expiredBatch[table], [options.olderThanDays, batchSize])) as {
      rowCount: number | null;
    };
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batchSize || !(options.keepGoing?.() ?? true)) return deleted;
  }
}

export interface RetentionSweep {
  /** Ends the schedule and waits for a sweep under way. */
  stop(): Promise<void>;
}

export interface StartRetentionSweepOptions {
  db: Database;
  table: RetainedTable;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Deletes the table's rows older than the database's `eventRetentionDays` now and then on every
 * interval (jittered, so replicas started together spread their sweeps).
 */
export function startRetentionSweep(options: StartRetentionSweepOptions): RetentionSweep {
  const { db, table } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_RETENTION_SWEEP_MS;
  const log = options.logger.child({ module: 'event-retention', schema: db.schema, table });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function sweep() {
    try {
      const deleted = await deleteExpiredRows(db, table, {
        olderThanDays: db.eventRetentionDays,
        batchSize: options.batchSize,
        keepGoing: () => !stopped,
      });
      if (deleted > 0) log.info({ deleted, retentionDays: db.eventRetentionDays }, 'deleted expired events');
    } catch (error) {
      log.warn({ err: error }, 'could not delete expired events; trying again later');
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep().then(() => schedule(jittered(intervalMs)));
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

function jittered(ms: number): number {
  return Math.round(ms * (0.9 + Math.random() * 0.2));
}
