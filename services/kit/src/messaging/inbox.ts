import { type EventDefinition, type EventEnvelope, routingKey } from '@tracker/contracts/events/envelope';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type Bus, type Subscription, UnprocessableMessageError } from './bus.js';
import type { Database } from '../data/db.js';
import { startRetentionSweep } from './event-retention.js';

/** A consumed event type and what to do with it, inside the transaction that records it as processed. */
export interface EventHandler {
  def: EventDefinition;
  handle(event: EventEnvelope, trx: Knex.Transaction): Promise<void>;
}

/** Pairs an event definition with its handler; the handler sees `data` as parsed by the event's schema. */
export function on<T extends z.ZodType>(
  def: EventDefinition<T>,
  handle: (event: EventEnvelope<z.output<T>>, trx: Knex.Transaction) => Promise<void>,
): EventHandler {
  return {
    def,
    handle: (event, trx) => handle(event as EventEnvelope<z.output<T>>, trx),
  };
}

export interface StartConsumerOptions {
  /** The consuming service: its queue name and its name in the inbox. */
  service: string;
  db: Database;
  bus: Bus;
  logger: Logger;
  handlers: readonly EventHandler[];
  prefetch?: number;
  /** How often inbox rows older than the database's `eventRetentionDays` are deleted. */
  retentionSweepMs?: number;
}

/**
 * Subscribes the service's queue to its handlers' events. Each delivery is validated, then recorded
 * in the inbox and handled in one transaction, and acknowledged after the commit; a duplicate is a no-op.
 * While subscribed, inbox rows older than the database's `eventRetentionDays` are deleted.
 */
export async function startConsumer(options: StartConsumerOptions): Promise<Subscription> {
  const { service, db, bus } = options;
  const log = options.logger.child({ module: 'inbox', consumer: service });
  const byKey = new Map<string, EventHandler>();
  for (const handler of options.handlers) {
    const key = routingKey(handler.def);
    if (byKey.has(key)) throw new Error(`Two handlers for ${key} in ${service}`);
    byKey.set(key, handler);
  }
  if (byKey.size === 0) throw new Error(`No event handlers given for ${service}`);

  const subscription = await bus.subscribe({
    queue: service,
    routingKeys: [...byKey.keys()],
    prefetch: options.prefetch,
    handler: async (envelope) => {
      const key = routingKey(envelope);
      const handler = byKey.get(key);
      if (!handler) throw new UnprocessableMessageError(`${service} has no handler for ${key}`);
      const parsed = handler.def.data.safeParse(envelope.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UnprocessableMessageError(
          `Invalid data for ${key}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
          { cause: parsed.error },
        );
      }
      const event: EventEnvelope = { ...envelope, data: parsed.data };

      const handled = await db.knex.transaction(async (trx) => {
        const fresh = await trx('inbox')
          .insert({ event_id: envelope.id, consumer: service })
          .onConflict(['event_id', 'consumer'])
          .ignore()
          .returning('event_id');
        if (fresh.length === 0) return false;
        await handler.handle(event, trx);
        return true;
      });
      log.debug(
        { eventId: envelope.id, type: key, duplicate: !handled },
        handled ? 'event handled' : 'duplicate event ignored',
      );
    },
  });
  const retention = startRetentionSweep({
    db,
    table: 'inbox',
    logger: options.logger,
    intervalMs: options.retentionSweepMs,
  });
  return {
    async stop() {
      await Promise.all([subscription.stop(), retention.stop()]);
    },
  };
}
