import { defineEvent, type EventEnvelope } from '@tracker/contracts/events/envelope';
import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Bus, SubscribeOptions } from '../../src/messaging/bus.js';
import { createInProcessBus } from '../../src/messaging/bus-in-process.js';
import { createRabbitBus } from '../../src/messaging/bus-rabbitmq.js';
import {
  type Database,
  type EmbeddedPostgres,
  type Migration,
  openDatabase,
  openEmbeddedPostgres,
} from '../../src/data/db.js';
import { on, startConsumer } from '../../src/messaging/inbox.js';
import { recordEvent, type Relay, startRelay } from '../../src/messaging/outbox.js';
import { requireService, testAmqpUrl, testDatabaseUrl, uniqueName } from '../../src/testing/environment.js';
import {
  BrokerAdmin,
  type BrokerProxy,
  capturingLogger,
  closeConnectionOnBroker,
  startBrokerProxy,
  uniqueWord,
} from './bus-broker-tools.js';

const logger = pino({ level: 'silent' });
const databaseUrl = testDatabaseUrl();
const amqpUrl = testAmqpUrl();
const withRealServices = requireService('postgres', databaseUrl) && requireService('rabbitmq', amqpUrl);

const appliedTable: Migration = {
  name: '001_applied',
  async up(knex) {
    // No unique key on purpose: an event applied twice must show up as two rows.
    await knex.schema.createTable('applied', (table) => {
      table.increments('id');
      table.uuid('event_id').notNullable();
      table.text('text').notNullable();
    });
  },
};

interface Service {
  name: string;
  db: Database;
  bus: Bus;
  relay: Relay;
  /** Deliveries that reached the consumer's handler and finished, duplicates included. */
  deliveries(): number;
  record(text: string): Promise<EventEnvelope<{ text: string }>>;
  applied(): Promise<Array<{ event_id: string; text: string }>>;
}

interface BusOptions {
  amqpUrl?: string;
  connectionName?: string;
  logger?: Logger;
}

interface Stack {
  name: string;
  open(options?: BusOptions): Promise<Bus>;
  openDatabase(schema: string): Promise<Database>;
}

let embedded: EmbeddedPostgres;
let admin: BrokerAdmin | undefined;
beforeAll(async () => {
  embedded = await openEmbeddedPostgres();
  if (withRealServices) admin = await BrokerAdmin.open(amqpUrl as string);
});
afterAll(async () => {
  await admin?.close();
  await embedded?.close();
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const embeddedStack: Stack = {
  name: 'PGlite and the in-process bus',
  async open() {
    return createInProcessBus({ deliveryLimit: 5, logger, retryDelayMs: () => 20 });
  },
  openDatabase: (schema) => openDatabase({ schema, embedded, migrations: [appliedTable] }),
};

const realStack: Stack = {
  name: 'Postgres and RabbitMQ',
  async open(options = {}) {
    return createRabbitBus({
      url: options.amqpUrl ?? (amqpUrl as string),
      logger: options.logger ?? logger,
      deliveryLimit: 5,
      connectionName: options.connectionName ?? uniqueName('kit_msg_conn'),
    });
  },
  openDatabase: (schema) =>
    openDatabase({ schema, url: databaseUrl as string, migrations: [appliedTable], poolMax: 4 }),
};

/** Wires one service the way a real one is: outbox relay on one side, inbox consumer on the other. */
async function startService(stack: Stack, busOptions: BusOptions = {}) {
  const name = uniqueName('kit_msg');
  const noteAdded = defineEvent(`${uniqueWord()}.note-added`, 1, z.object({ text: z.string().min(1) }));
  const db = await stack.openDatabase(name);
  cleanups.push(async () => {
    await db.knex.raw('drop schema if exists ?? cascade', [name]);
    await db.close();
  });
  const inner = await stack.open(busOptions);
  cleanups.push(() => inner.close());
  cleanups.push(async () => admin?.deleteQueues([name]));

  let deliveries = 0;
  const bus: Bus = {
    publish: (envelope) => inner.publish(envelope),
    declare: (queue, keys) => inner.declare(queue, keys),
    subscribe: (options: SubscribeOptions) =>
      inner.subscribe({
        ...options,
        handler: async (envelope) => {
          try {
            await options.handler(envelope);
          } finally {
            deliveries++;
          }
        },
      }),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };

  const relay = startRelay({ db, bus, logger, intervalMs: 50, maxBackoffMs: 1_000 });
  cleanups.push(() => relay.stop());
  const consumer = await startConsumer({
    service: name,
    db,
    bus,
    logger,
    handlers: [
      on(noteAdded, async (event, trx) => {
        await trx('applied').insert({ event_id: event.id, text: event.data.text });
      }),
    ],
  });
  cleanups.push(() => consumer.stop());

  const service: Service = {
    name,
    db,
    bus,
    relay,
    deliveries: () => deliveries,
    async record(text) {
      const envelope = await db.knex.transaction((trx) =>
        recordEvent(trx, { producer: 'kit-test', def: noteAdded, subjectId: 'user-1', data: { text } }),
      );
      relay.nudge();
      return envelope;
    },
    applied: () => db.knex('applied').orderBy('id').select('event_id', 'text'),
  };
  return { service, noteAdded };
}

const stacks = withRealServices ? [embeddedStack, realStack] : [embeddedStack];

describe.each(stacks)('outbox and inbox over $name', (stack) => {
  it('never publishes events recorded in a transaction that rolled back', async () => {
    const { service, noteAdded } = await startService(stack);
    await expect(
      service.db.knex.transaction(async (trx) => {
        await recordEvent(trx, {
          producer: 'kit-test',
          def: noteAdded,
          subjectId: 'user-1',
          data: { text: 'undone' },
        });
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');
    const kept = await service.record('kept');
    const later = await service.record('later');

    await vi.waitFor(async () => expect(await service.applied()).toHaveLength(2), { timeout: 10_000 });
    await service.relay.flush();
    expect((await service.applied()).map((row) => row.text).sort()).toEqual(['kept', 'later']);
    expect(service.deliveries()).toBe(2);
    expect((await service.db.knex('outbox').pluck('id')).sort()).toEqual([kept.id, later.id].sort());
  });

  it('applies a duplicate delivery once', async () => {
    const { service } = await startService(stack);
    const envelope = await service.record('only once');
    await service.relay.flush();
    await service.bus.publish(envelope);
    await service.bus.publish(envelope);

    await vi.waitFor(() => expect(service.deliveries()).toBe(3), { timeout: 10_000 });
    expect(await service.applied()).toEqual([{ event_id: envelope.id, text: 'only once' }]);
    expect(await service.db.knex('inbox').select('event_id', 'consumer')).toEqual([
      { event_id: envelope.id, consumer: service.name },
    ]);
  });
});

describe.runIf(withRealServices)('outbox and inbox across broker connection failures', () => {
  const proxies: BrokerProxy[] = [];
  afterEach(async () => {
    for (const proxy of proxies.splice(0)) await proxy.close();
  });

  it(
    'delivers every event exactly once through a cut connection and a broker-side close',
    {
      timeout: 90_000,
    },
    async () => {
      const proxy = await startBrokerProxy(amqpUrl as string);
      proxies.push(proxy);
      const connectionName = uniqueName('kit_msg_drop');
      const logs = capturingLogger();
      const { service } = await startService(realStack, {
        amqpUrl: proxy.url,
        connectionName,
        logger: logs.logger,
      });
      const sent: string[] = [];
      const emit = async (count: number, label: string) => {
        for (let i = 0; i < count; i++) sent.push((await service.record(`${label} ${i}`)).id);
      };
      const appliedIds = async () => (await service.applied()).map((row) => row.event_id);

      await emit(10, 'before');
      await vi.waitFor(async () => expect(await appliedIds()).toHaveLength(10), { timeout: 10_000 });

      // A network failure: the connection is cut mid-stream and cannot come back for a while.
      const during = emit(10, 'during');
      proxy.refuse(true);
      proxy.drop();
      await during;
      await vi.waitFor(
        async () => {
          const failed = await service.db
            .knex('outbox')
            .whereNull('published_at')
            .where('attempts', '>', 0)
            .count({ n: '*' })
            .first();
          expect(Number(failed?.n)).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 100 },
      );
      proxy.refuse(false);
      await vi.waitFor(async () => expect(new Set(await appliedIds()).size).toBe(20), {
        timeout: 30_000,
        interval: 200,
      });
      expect(logs.count('reconnected to RabbitMQ')).toBe(1);

      // The broker closes the connection itself.
      if (await closeConnectionOnBroker(connectionName)) {
        await vi.waitFor(() => expect(logs.count('reconnected to RabbitMQ')).toBe(2), { timeout: 20_000 });
        await emit(10, 'after close');
        await vi.waitFor(async () => expect(new Set(await appliedIds()).size).toBe(30), {
          timeout: 30_000,
          interval: 200,
        });
      }

      await service.relay.flush();
      const applied = await appliedIds();
      expect(applied.length).toBe(sent.length);
      expect([...applied].sort()).toEqual([...sent].sort());
      expect(await service.db.knex('outbox').whereNull('published_at').count({ n: '*' }).first()).toEqual({
        n: '0',
      });
    },
  );
});
