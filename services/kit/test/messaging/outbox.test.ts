import { PHONE_CODE_LENGTH } from '@tracker/contracts/constants/accounts';
import { defineEvent, type EventEnvelope } from '@tracker/contracts/events/envelope';
import { identityEmailRequestedV1 } from '@tracker/contracts/events/identity-email-requested-v1';
import { identityTextRequestedV1 } from '@tracker/contracts/events/identity-text-requested-v1';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Bus } from '../../src/messaging/bus.js';
import { createInProcessBus } from '../../src/messaging/bus-in-process.js';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '../../src/data/db.js';
import { on, startConsumer } from '../../src/messaging/inbox.js';
import { recordEvent, type Relay, startRelay } from '../../src/messaging/outbox.js';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from '../../src/testing/environment.js';

const logger = pino({ level: 'silent' });
const onPostgres = testDatabaseUrl() !== undefined;

const thingHappened = defineEvent(
  'kit.thing-happened',
  1,
  z.object({ name: z.string().min(1), count: z.number().int().default(1) }),
);

/** A bus whose publish outcome the test decides; it records what was confirmed. */
class ScriptedBus implements Bus {
  confirmed: EventEnvelope[] = [];
  attempts = 0;
  failWith: string | null = null;
  onPublish: ((envelope: EventEnvelope) => Promise<void>) | null = null;

  async publish(envelope: EventEnvelope) {
    this.attempts++;
    if (this.onPublish) await this.onPublish(envelope);
    if (this.failWith) throw new Error(this.failWith);
    this.confirmed.push(envelope);
  }
  async declare(): Promise<void> {}
  async subscribe(): Promise<never> {
    throw new Error('not used');
  }
  async ping() {}
  async close() {}
}

let embedded: EmbeddedPostgres | undefined;
beforeAll(async () => {
  if (!onPostgres) embedded = await openEmbeddedPostgres();
});
afterAll(async () => {
  await embedded?.close();
});

const relays: Relay[] = [];
let db: TestDatabase;
beforeEach(async () => {
  db = await openTestDatabase({ schemaPrefix: 'kit_outbox', embedded });
});
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.stop();
  await db.drop();
});

function relay(
  bus: Bus,
  options: { intervalMs?: number; batchSize?: number; retentionSweepMs?: number } = {},
) {
  const started = startRelay({ db, bus, logger, intervalMs: options.intervalMs ?? 3_600_000, ...options });
  relays.push(started);
  return started;
}

async function record(name: string, extra: { correlationId?: string } = {}) {
  return db.knex.transaction((trx) =>
    recordEvent(trx, {
      producer: 'kit-test',
      def: thingHappened,
      subjectId: 'user-7',
      data: { name },
      ...extra,
    }),
  );
}

async function outboxRows() {
  return db.knex('outbox').orderBy('created_at').select();
}

describe('recordEvent', () => {
  it('writes the envelope to the outbox in the transaction and returns it', async () => {
    const envelope = await record('first');
    expect(envelope).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'kit.thing-happened',
      version: 1,
      occurredAt: expect.any(String),
      producer: 'kit-test',
      subjectId: 'user-7',
      correlationId: envelope.id,
      data: { name: 'first', count: 1 },
    });
    expect(new Date(envelope.occurredAt).toISOString()).toBe(envelope.occurredAt);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      id: envelope.id,
      type: 'kit.thing-happened',
      version: 1,
      routing_key: 'kit.thing-happened.v1',
      subject_id: 'user-7',
      payload: envelope,
      published_at: null,
      attempts: 0,
      last_error: null,
    });
  });

  it('keeps a given correlation id', async () => {
    const envelope = await record('second', { correlationId: 'request-123' });
    expect(envelope.correlationId).toBe('request-123');
  });

  it('refuses data that does not fit the event and writes nothing', async () => {
    await db.knex.transaction(async (trx) => {
      await expect(
        recordEvent(trx, {
          producer: 'kit-test',
          def: thingHappened,
          subjectId: 'user-7',
          data: { name: '', count: 1.5 },
        }),
      ).rejects.toThrow('Invalid data for event kit.thing-happened v1: name:');
    });
    expect(await outboxRows()).toEqual([]);
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        await recordEvent(trx, {
          producer: 'kit-test',
          def: thingHappened,
          subjectId: 'u',
          data: { name: 'x' },
        });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await outboxRows()).toEqual([]);
  });
});

describe('startRelay', () => {
  it('publishes pending events in order and marks them published', async () => {
    const bus = new ScriptedBus();
    const recorded = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) recorded.push(await record(name));
    const r = relay(bus, { batchSize: 2 });
    await r.flush();
    expect(bus.confirmed.map((e) => e.id)).toEqual(recorded.map((e) => e.id));
    expect(bus.confirmed[0]).toEqual(recorded[0]);
    const rows = await outboxRows();
    expect(rows.every((row) => row.published_at instanceof Date)).toBe(true);
  });

  it('keeps events the bus did not confirm, counting attempts, and publishes them later', async () => {
    const bus = new ScriptedBus();
    bus.failWith = 'broker unreachable';
    const envelope = await record('stubborn');
    const r = relay(bus);
    await expect(r.flush()).rejects.toThrow('Could not publish 1 event(s): broker unreachable');
    await expect(r.flush()).rejects.toThrow('broker unreachable');
    // Every failed try is counted on the row (the relay's own loop may have tried too).
    expect(bus.attempts).toBeGreaterThanOrEqual(2);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({
        id: envelope.id,
        published_at: null,
        attempts: bus.attempts,
        last_error: 'broker unreachable',
      }),
    ]);

    bus.failWith = null;
    await r.flush();
    expect(bus.confirmed.map((e) => e.id)).toEqual([envelope.id]);
    expect((await outboxRows())[0]?.published_at).toBeInstanceOf(Date);
  });

  it('marks only the events whose publish was confirmed', async () => {
    const bus = new ScriptedBus();
    const good = await record('good');
    const bad = await record('bad');
    let badAttempts = 0;
    bus.onPublish = async (envelope) => {
      if (envelope.id === bad.id) {
        badAttempts++;
        throw new Error('nacked');
      }
    };
    await expect(relay(bus).flush()).rejects.toThrow('nacked');
    const rows = await outboxRows();
    expect(bus.confirmed.map((e) => e.id)).toEqual([good.id]);
    expect(rows.find((row) => row.id === good.id)?.published_at).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id === bad.id)).toMatchObject({
      published_at: null,
      attempts: badAttempts,
      last_error: 'nacked',
    });
  });

  it.runIf(onPostgres)('does not mark an event while its confirm is outstanding', async () => {
    const bus = new ScriptedBus();
    let confirm!: () => void;
    const outstanding = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    let publishing!: () => void;
    const publishStarted = new Promise<void>((resolve) => {
      publishing = resolve;
    });
    bus.onPublish = async () => {
      publishing();
      await outstanding;
    };
    await record('slow');
    const flushed = relay(bus).flush();
    await publishStarted;
    expect((await outboxRows())[0]?.published_at).toBeNull();
    confirm();
    await flushed;
    expect((await outboxRows())[0]?.published_at).toBeInstanceOf(Date);
  });

  it('publishes right away when nudged', async () => {
    const bus = new ScriptedBus();
    const first = await record('first');
    const r = relay(bus);
    // Once the first round has published this, the relay sleeps for its hour-long interval.
    await vi.waitFor(() => expect(bus.confirmed.map((e) => e.id)).toEqual([first.id]));
    const envelope = await record('nudged');
    r.nudge();
    await vi.waitFor(() => expect(bus.confirmed.map((e) => e.id)).toEqual([first.id, envelope.id]), {
      timeout: 2_000,
    });
  });

  it('keeps publishing on its own interval', async () => {
    const bus = new ScriptedBus();
    relay(bus, { intervalMs: 20 });
    const envelope = await record('later');
    await vi.waitFor(() => expect(bus.confirmed.map((e) => e.id)).toEqual([envelope.id]), { timeout: 2_000 });
  });

  it('publishes what is pending when stopped', async () => {
    const bus = new ScriptedBus();
    const first = await record('first');
    const r = relay(bus);
    await vi.waitFor(() => expect(bus.confirmed.map((e) => e.id)).toEqual([first.id]));
    const envelope = await record('at shutdown');
    await r.stop();
    expect(bus.confirmed.map((e) => e.id)).toEqual([first.id, envelope.id]);
    const late = await record('after stop');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bus.confirmed.map((e) => e.id)).not.toContain(late.id);
  });

  it('stops without waiting out a failure backoff', async () => {
    const bus = new ScriptedBus();
    bus.failWith = 'down';
    await record('stuck');
    const r = startRelay({ db, bus, logger, intervalMs: 10, maxBackoffMs: 60_000 });
    await vi.waitFor(() => expect(bus.attempts).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    const started = Date.now();
    await r.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await outboxRows())[0]?.published_at).toBeNull();
  });

  it('shares the work between two relays without publishing an event twice', async () => {
    const bus = new ScriptedBus();
    const recorded = [];
    for (let i = 0; i < 30; i++) recorded.push(await record(`event ${i}`));
    const first = relay(bus, { batchSize: 4 });
    const second = relay(bus, { batchSize: 4 });
    await Promise.all([first.flush(), second.flush()]);
    expect(bus.confirmed.map((e) => e.id).sort()).toEqual(recorded.map((e) => e.id).sort());
  });
});

async function recordResetMail(token: string) {
  return db.knex.transaction((trx) =>
    recordEvent(trx, {
      producer: 'kit-test',
      def: identityEmailRequestedV1,
      subjectId: 'user-7',
      data: { to: 'person@example.org', language: 'en', kind: 'reset-password', token },
    }),
  );
}

async function storedPayload(id: string): Promise<EventEnvelope<Record<string, unknown>>> {
  const row = await db.knex('outbox').where({ id }).first('payload');
  return typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
}

describe('secrets in the outbox', () => {
  it('clears an event’s secret fields from its row once the broker has it, and keeps the rest', async () => {
    const bus = new ScriptedBus();
    const envelope = await recordResetMail('one-time-token-abc');
    expect((await storedPayload(envelope.id)).data.token).toBe('one-time-token-abc');

    await relay(bus).flush();
    expect(bus.confirmed).toEqual([envelope]);
    expect(await storedPayload(envelope.id)).toEqual({
      ...envelope,
      data: { to: 'person@example.org', language: 'en', kind: 'reset-password' },
    });
    expect(JSON.stringify(await outboxRows())).not.toContain('one-time-token-abc');
  });

  it('hands the secret to the consumer while the outbox row keeps none', async () => {
    const bus = createInProcessBus({ logger, deliveryLimit: 2, retryDelayMs: () => 10 });
    const received: Array<string | undefined> = [];
    const consumer = await startConsumer({
      service: `${db.schema}_mailer`,
      db,
      bus,
      logger,
      handlers: [on(identityEmailRequestedV1, async (event) => void received.push(event.data.token))],
    });
    try {
      const envelope = await recordResetMail('token-for-the-mailer');
      await relay(bus).flush();
      await vi.waitFor(() => expect(received).toEqual(['token-for-the-mailer']));
      expect((await storedPayload(envelope.id)).data).not.toHaveProperty('token');
    } finally {
      await consumer.stop();
      await bus.close();
    }
  });

  it('clears a texted code the same way, leaving events without secrets as they were', async () => {
    const bus = new ScriptedBus();
    const plain = await record('nothing secret');
    const text = await db.knex.transaction((trx) =>
      recordEvent(trx, {
        producer: 'kit-test',
        def: identityTextRequestedV1,
        subjectId: 'user-7',
        data: {
          userId: '7d1f6f3e-8f43-4a8e-9a3f-0c6f5b1f2a11',
          to: '+15555550123',
          language: 'en',
          kind: 'phone-verification',
          code: '1'.repeat(PHONE_CODE_LENGTH),
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        },
      }),
    );
    await relay(bus).flush();
    expect(bus.confirmed.map((e) => e.id)).toEqual([plain.id, text.id]);
    expect((await storedPayload(text.id)).data).not.toHaveProperty('code');
    expect(await storedPayload(plain.id)).toEqual(plain);
  });

  it('keeps the secret of an event the broker has not confirmed, so it can still be sent', async () => {
    const bus = new ScriptedBus();
    bus.failWith = 'broker unreachable';
    const envelope = await recordResetMail('still-needed-token');
    const r = relay(bus);
    await expect(r.flush()).rejects.toThrow('broker unreachable');
    expect((await storedPayload(envelope.id)).data.token).toBe('still-needed-token');

    bus.failWith = null;
    await r.flush();
    expect(bus.confirmed.map((e) => e.data)).toEqual([envelope.data]);
    expect((await storedPayload(envelope.id)).data).not.toHaveProperty('token');
  });

  it('refuses an event declaring secret fields the catalogue does not know of', async () => {
    const uncatalogued = defineEvent('kit.pin-issued', 1, z.object({ pin: z.string() }), {
      secretFields: ['pin'],
    });
    await db.knex.transaction(async (trx) => {
      await expect(
        recordEvent(trx, { producer: 'kit-test', def: uncatalogued, subjectId: 'u', data: { pin: '1234' } }),
      ).rejects.toThrow('Event kit.pin-issued v1 declares secret fields the catalogue does not (pin)');
    });
    expect(await outboxRows()).toEqual([]);
  });
});

describe('outbox retention', () => {
  it('deletes published rows past the retention period on its own schedule, and nothing else', async () => {
    const bus = new ScriptedBus();
    const expired = await record('published long ago');
    const recent = await record('published lately');
    await relay(bus).flush();
    const pending = await record('never published');
    const days = db.eventRetentionDays;
    await db
      .knex('outbox')
      .whereIn('id', [expired.id, pending.id])
      .update({ created_at: db.knex.raw(`now() - make_interval(days => ${days + 1})`) });
    await db
      .knex('outbox')
      .where({ id: expired.id })
      .update({ published_at: db.knex.raw(`now() - make_interval(days => ${days + 1})`) });
    await db
      .knex('outbox')
      .where({ id: recent.id })
      .update({ published_at: db.knex.raw(`now() - make_interval(days => ${days - 1})`) });

    bus.failWith = 'broker down, so the old unpublished row stays unpublished';
    relay(bus, { retentionSweepMs: 20 });
    await vi.waitFor(async () => expect(await db.knex('outbox').pluck('id')).not.toContain(expired.id), {
      timeout: 5_000,
    });
    expect((await db.knex('outbox').pluck('id')).sort()).toEqual([recent.id, pending.id].sort());
  });
});
