import { defineEvent, type EventEnvelope } from '@tracker/contracts/events/envelope';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Bus, SubscribeOptions, Subscription } from '../../src/messaging/bus.js';
import { createInProcessBus, type InProcessBus } from '../../src/messaging/bus-in-process.js';
import { type EmbeddedPostgres, type Migration, openEmbeddedPostgres } from '../../src/data/db.js';
import { on, startConsumer } from '../../src/messaging/inbox.js';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from '../../src/testing/environment.js';
import { makeEnvelope } from './bus-broker-tools.js';

const logger = pino({ level: 'silent' });

const pointsAwarded = defineEvent(
  'kit.points-awarded',
  1,
  z.object({ points: z.coerce.number().int().positive(), reason: z.string().default('none given') }),
);
const pointsRevoked = defineEvent('kit.points-revoked', 2, z.object({ points: z.number().int() }));

const ledger: Migration = {
  name: '001_ledger',
  async up(knex) {
    await knex.schema.createTable('ledger', (table) => {
      table.increments('id');
      table.uuid('event_id').notNullable();
      table.integer('points').notNullable();
      table.text('reason');
    });
  },
};

/** Counts finished deliveries per queue, so a test knows a duplicate has been through. */
function countingBus(inner: Bus) {
  const delivered = new Map<string, number>();
  const bus: Bus = {
    publish: (envelope) => inner.publish(envelope),
    declare: (queue, keys) => inner.declare(queue, keys),
    subscribe: (options: SubscribeOptions): Promise<Subscription> =>
      inner.subscribe({
        ...options,
        handler: async (envelope) => {
          try {
            await options.handler(envelope);
          } finally {
            delivered.set(options.queue, (delivered.get(options.queue) ?? 0) + 1);
          }
        },
      }),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { bus, delivered: (queue: string) => delivered.get(queue) ?? 0 };
}

let embedded: EmbeddedPostgres | undefined;
beforeAll(async () => {
  if (testDatabaseUrl() === undefined) embedded = await openEmbeddedPostgres();
});
afterAll(async () => {
  await embedded?.close();
});

let db: TestDatabase;
let transport: InProcessBus;
const subscriptions: Subscription[] = [];
beforeEach(async () => {
  db = await openTestDatabase({ schemaPrefix: 'kit_inbox', migrations: [ledger], embedded });
  transport = createInProcessBus({ deliveryLimit: 3, logger, retryDelayMs: () => 10 });
});
afterEach(async () => {
  for (const subscription of subscriptions.splice(0)) await subscription.stop();
  await transport.close();
  await db.drop();
});

async function consume(service: string, bus: Bus, handlers = [awardPoints]) {
  const subscription = await startConsumer({ service, db, bus, logger, handlers });
  subscriptions.push(subscription);
  return subscription;
}

const awardPoints = on(pointsAwarded, async (event, trx) => {
  await trx('ledger').insert({ event_id: event.id, points: event.data.points, reason: event.data.reason });
});

function award(points: unknown): EventEnvelope {
  return makeEnvelope('kit.points-awarded', 1, { points });
}

describe('startConsumer', () => {
  it('applies an event once however often it is delivered', async () => {
    const { bus, delivered } = countingBus(transport);
    await consume('scorer', bus);
    const event = award(5);
    await bus.publish(event);
    await bus.publish(event);
    await vi.waitFor(() => expect(delivered('scorer')).toBe(2));
    expect(await db.knex('ledger').select('event_id', 'points')).toEqual([{ event_id: event.id, points: 5 }]);
    expect(await db.knex('inbox').select('event_id', 'consumer')).toEqual([
      { event_id: event.id, consumer: 'scorer' },
    ]);
  });

  it('gives the handler data parsed by the event schema', async () => {
    await consume('scorer', transport);
    const event = award('7');
    await transport.publish(event);
    await vi.waitFor(async () =>
      expect(await db.knex('ledger').select('points', 'reason')).toEqual([
        { points: 7, reason: 'none given' },
      ]),
    );
  });

  it('rolls back the handler writes and the inbox row when the handler fails, then retries', async () => {
    let calls = 0;
    const flaky = on(pointsAwarded, async (event, trx) => {
      calls++;
      await trx('ledger').insert({ event_id: event.id, points: event.data.points });
      if (calls === 1) throw new Error('database hiccup');
    });
    const { bus, delivered } = countingBus(transport);
    await consume('scorer', bus, [flaky]);
    const event = award(3);
    await bus.publish(event);
    await vi.waitFor(() => expect(delivered('scorer')).toBe(2));
    expect(calls).toBe(2);
    expect(await db.knex('ledger').count({ n: '*' }).first()).toEqual({ n: '1' });
    expect(await db.knex('inbox').count({ n: '*' }).first()).toEqual({ n: '1' });
  });

  it('dead-letters an event whose data does not fit its schema without running the handler', async () => {
    let calls = 0;
    const counting = on(pointsAwarded, async () => {
      calls++;
    });
    await consume('scorer', transport, [counting]);
    await transport.publish(award(-4));
    await vi.waitFor(() => expect(transport.deadLetters('scorer')).toHaveLength(1));
    expect(transport.deadLetters('scorer')[0]).toMatchObject({ deliveries: 1 });
    expect(transport.deadLetters('scorer')[0]?.reason).toContain(
      'Invalid data for kit.points-awarded.v1: points:',
    );
    expect(calls).toBe(0);
    expect(await db.knex('inbox').count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('routes each event to the handler of its type and version', async () => {
    const seen: string[] = [];
    await consume('scorer', transport, [
      on(pointsAwarded, async (event) => void seen.push(`awarded ${event.data.points}`)),
      on(pointsRevoked, async (event) => void seen.push(`revoked ${event.data.points}`)),
    ]);
    await transport.publish(award(1));
    await transport.publish(makeEnvelope('kit.points-revoked', 2, { points: 2 }));
    await transport.publish(makeEnvelope('kit.points-revoked', 1, { points: 3 }));
    await vi.waitFor(() => expect(seen.sort()).toEqual(['awarded 1', 'revoked 2']));
  });

  it('keeps one inbox row per consuming service', async () => {
    await consume('scorer', transport);
    await consume('auditor', transport);
    const event = award(2);
    await transport.publish(event);
    await vi.waitFor(async () =>
      expect(await db.knex('inbox').orderBy('consumer').pluck('consumer')).toEqual(['auditor', 'scorer']),
    );
    expect(await db.knex('ledger').count({ n: '*' }).first()).toEqual({ n: '2' });
  });

  it('deletes inbox rows past the retention period while it consumes, and keeps recent ones', async () => {
    const expired = award(1);
    const recent = award(2);
    await db.knex('inbox').insert([
      { event_id: expired.id, consumer: 'scorer', processed_at: db.knex.raw("now() - interval '8 days'") },
      { event_id: recent.id, consumer: 'scorer', processed_at: db.knex.raw("now() - interval '6 days'") },
    ]);
    const subscription = await startConsumer({
      service: 'scorer',
      db,
      bus: transport,
      logger,
      handlers: [awardPoints],
      retentionSweepMs: 20,
    });
    subscriptions.push(subscription);
    await vi.waitFor(async () => expect(await db.knex('inbox').pluck('event_id')).toEqual([recent.id]));
  });

  it('stops its retention sweep with the subscription', async () => {
    const subscription = await startConsumer({
      service: 'scorer',
      db,
      bus: transport,
      logger,
      handlers: [awardPoints],
      retentionSweepMs: 10,
    });
    await subscription.stop();
    const expired = award(1);
    await db.knex('inbox').insert({
      event_id: expired.id,
      consumer: 'scorer',
      processed_at: db.knex.raw("now() - interval '8 days'"),
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await db.knex('inbox').pluck('event_id')).toEqual([expired.id]);
  });

  it('refuses no handlers and two handlers for one event version', async () => {
    await expect(startConsumer({ service: 's', db, bus: transport, logger, handlers: [] })).rejects.toThrow(
      'No event handlers',
    );
    await expect(
      startConsumer({ service: 's', db, bus: transport, logger, handlers: [awardPoints, awardPoints] }),
    ).rejects.toThrow('Two handlers for kit.points-awarded.v1');
  });
});
