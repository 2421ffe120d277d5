import { randomUUID } from 'node:crypto';
import { findEventDefinition } from '@tracker/contracts/events/catalogue';
import {
  type EventDefinition,
  type EventEnvelope,
  eventEnvelope,
  routingKey,
} from '@tracker/contracts/events/envelope';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Bus } from './bus.js';
import type { Database } from '../data/db.js';
import { startRetentionSweep } from './event-retention.js';
import { serialQueue } from './serial-queue.js';

export interface RecordEventInput<T extends z.ZodType> {
  /** The service the event comes from. */
  producer: string;
  def: EventDefinition<T>;
  /** The user the event concerns. */
  subjectId: string;
  data: z.input<T>;
  /** Ties the event to the request or event that caused it; defaults to the event's own id. */
  correlationId?: string;
}

/** Validates `data` and writes the event to the outbox inside the caller's transaction. */
export async function recordEvent<T extends z.ZodType>(
  trx: Knex.Transaction,
  input: RecordEventInput<T>,
): Promise<EventEnvelope<z.output<T>>> {
  const { def } = input;
  requireCataloguedSecrets(def);
  const parsed = def.data.safeParse(input.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid data for event ${def.type} v${def.version}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
      { cause: parsed.error },
    );
  }
  const id = randomUUID();
  const envelope = eventEnvelope.parse({
    id,
    type: def.type,
    version: def.version,
    occurredAt: new Date().toISOString(),
    producer: input.producer,
    subjectId: input.subjectId,
    correlationId: input.correlationId ?? id,
    data: parsed.data,
  }) as EventEnvelope<z.output<T>>;

  await trx('outbox').insert({
    id,
    type: def.type,
    version: def.version,
    routing_key: routingKey(def),
    subject_id: input.subjectId,
    payload: JSON.stringify(envelope),
    // now() is the transaction's start, shared by all its events; this keeps their order.
    created_at: trx.raw('clock_timestamp()'),
  });
  return envelope;
}

// Which fields to clear is looked up in the catalogue when a row is published rather than stored on
// the row: the catalogue stays the one place that says what is secret, the outbox needs no column for
// it, and rows recorded before a field was declared secret are cleared too.
function secretFieldsOf(type: string, version: number): readonly string[] {
  return findEventDefinition(type, version)?.secretFields ?? [];
}

/** An event that carries secrets must be the catalogue's, or the relay would not know to clear them. */
function requireCataloguedSecrets(def: EventDefinition): void {
  const declared = secretFieldsOf(def.type, def.version);
  const missing = (def.secretFields ?? []).filter((field) => !declared.includes(field));
  if (missing.length > 0) {
    throw new Error(
      `Event ${def.type} v${def.version} declares secret fields the catalogue does not (${missing.join(', ')})`,
    );
  }
}

/** `payload` without the given top-level fields of its `data`, as an SQL expression. */
function payloadWithout(trx: Knex.Transaction, fields: readonly string[]): Knex.Raw {
  return trx.raw(`payload${" #- array['data', ?::text]".repeat(fields.length)}`, [...fields]);
}

/** The background publisher of a service's outbox. */
export interface Relay {
  /** Asks for a round now, e.g. right after a commit that recorded events. */
  nudge(): void;
  /** Publishes until nothing is pending; rejects when the bus fails. */
  flush(): Promise<void>;
  /** Ends the loop, then makes a last attempt to publish what is pending. */
  stop(): Promise<void>;
}

export interface StartRelayOptions {
  db: Database;
  bus: Bus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  /** Longest pause between rounds while the bus keeps failing. */
  maxBackoffMs?: number;
  /** How often published rows older than the database's `eventRetentionDays` are deleted. */
  retentionSweepMs?: number;
}

interface RoundResult {
  claimed: number;
  failed: number;
  lastError?: string;
}

interface OutboxRow {
  id: string;
  type: string;
  version: number;
  payload: EventEnvelope;
}

function errorText(reason: unknown): string {
  return (reason instanceof Error ? reason.message : String(reason)).slice(0, 2_000);
}

/**
 * Marks the confirmed rows published and, in the same statement, clears their secret fields: from
 * then on the broker holds the only copy of a secret, and it never stays at rest in the outbox.
 */
async function markPublished(trx: Knex.Transaction, rows: readonly OutboxRow[]): Promise<void> {
  const bySecretFields = new Map<string, { fields: readonly string[]; ids: string[] }>();
  for (const row of rows) {
    const fields = secretFieldsOf(row.type, row.version);
    const key = fields.join('\n');
    const group = bySecretFields.get(key) ?? { fields, ids: [] };
    group.ids.push(row.id);
    bySecretFields.set(key, group);
  }
  for (const { fields, ids } of bySecretFields.values()) {
    const update: Record<string, unknown> = { published_at: trx.fn.now() };
    if (fields.length > 0) update.payload = payloadWithout(trx, fields);
    await trx('outbox').whereIn('id', ids).update(update);
  }
}

/**
 * Starts publishing unpublished outbox rows: claims them with `FOR UPDATE SKIP LOCKED` (so replicas
 * share the work), publishes, and marks a row published only once the broker confirmed it. Alongside,
 * it deletes published rows once they are older than the database's `eventRetentionDays`.
 */
export function startRelay(options: StartRelayOptions): Relay {
  const { db, bus } = options;
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = Math.max(1, options.batchSize ?? 100);
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const log = options.logger.child({ module: 'outbox-relay', schema: db.schema });
  const serial = serialQueue();
  let stopped = false;
  let failures = 0;
  let nudged = false;
  let sleeper: { wake: () => void; wakeable: boolean } | null = null;

  function publishRound(): Promise<RoundResult> {
    return db.knex.transaction(async (trx) => {
      const rows: OutboxRow[] = await trx('outbox')
        .select('id', 'type', 'version', 'payload')
        .whereNull('published_at')
        .orderBy('created_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked();
      if (rows.length === 0) return { claimed: 0, failed: 0 };

      const outcomes = await Promise.allSettled(rows.map((row) => bus.publish(row.payload)));
      const published: OutboxRow[] = [];
      const failedByError = new Map<string, string[]>();
      outcomes.forEach((outcome, index) => {
        const row = rows[index] as OutboxRow;
        if (outcome.status === 'fulfilled') {
          published.push(row);
        } else {
          const text = errorText(outcome.reason);
          failedByError.set(text, [...(failedByError.get(text) ?? []), row.id]);
        }
      });

      if (published.length > 0) await markPublished(trx, published);
      let lastError: string | undefined;
      for (const [text, ids] of failedByError) {
        lastError = text;
        await trx('outbox')
          .whereIn('id', ids)
          .update({ attempts: trx.raw('attempts + 1'), last_error: text });
      }
      const failed = rows.length - published.length;
      return { claimed: rows.length, failed, lastError };
    });
  }

  function backoffMs(): number {
    const base = Math.min(maxBackoffMs, intervalMs * 2 ** Math.min(failures, 16));
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  function idle(ms: number, wakeable: boolean): Promise<void> {
    if (wakeable && nudged) {
      nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleeper = null;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      sleeper = { wake, wakeable };
    });
  }

  async function loop() {
    while (!stopped) {
      let pause = intervalMs;
      let wakeable = true;
      try {
        // Nudges that came before this round's claim are answered by it.
        nudged = false;
        const result = await serial(publishRound);
        if (result.failed > 0) {
          failures++;
          pause = backoffMs();
          wakeable = false;
          log.warn(
            { failed: result.failed, error: result.lastError, retryInMs: pause },
            'could not publish events',
          );
        } else {
          if (failures > 0) log.info('publishing events again');
          failures = 0;
          if (result.claimed === batchSize) pause = 0;
        }
      } catch (error) {
        failures++;
        pause = backoffMs();
        wakeable = false;
        log.error({ err: error, retryInMs: pause }, 'outbox relay round failed');
      }
      if (pause > 0 && !stopped) await idle(pause, wakeable);
    }
  }

  async function flush() {
    for (;;) {
      const result = await serial(publishRound);
      if (result.failed > 0) {
        throw new Error(`Could not publish ${result.failed} event(s): ${result.lastError}`);
      }
      if (result.claimed === 0) return;
    }
  }

  const running = loop();
  const retention = startRetentionSweep({
    db,
    table: 'outbox',
    logger: options.logger,
    intervalMs: options.retentionSweepMs,
  });
  let stopping: Promise<void> | null = null;

  return {
    nudge() {
      if (!sleeper) nudged = true;
      // While backing off from a failing bus, commits do not cut the pause short.
      else if (sleeper.wakeable) sleeper.wake();
    },

    flush,

    stop() {
      stopping ??= (async () => {
        stopped = true;
        sleeper?.wake();
        await Promise.all([running, retention.stop()]);
        try {
          await flush();
        } catch (error) {
          log.warn({ err: error }, 'events left unpublished at stop');
        }
      })();
      return stopping;
    },
  };
}
