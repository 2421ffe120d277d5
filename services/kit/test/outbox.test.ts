import { defineEvent, type EventEnvelope } from '@tracker/contracts/events/envelope';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Bus } from '../src/bus.js';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '../src/db.js';
import { recordEvent, type Relay, startRelay } from '../src/outbox.js';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from '../src/testing.js';

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

function relay(bus: Bus, options: { intervalMs?: number; batchSize?: number } = {}) {
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
