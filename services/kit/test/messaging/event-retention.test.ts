import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '../../src/data/db.js';
import { deleteExpiredRows, startRetentionSweep } from '../../src/messaging/event-retention.js';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from '../../src/testing/environment.js';

const logger = pino({ level: 'silent' });
const onPostgres = testDatabaseUrl() !== undefined;

let embedded: EmbeddedPostgres | undefined;
beforeAll(async () => {
  if (!onPostgres) embedded = await openEmbeddedPostgres();
});
afterAll(async () => {
  await embedded?.close();
});

let db: TestDatabase;
beforeEach(async () => {
  db = await openTestDatabase({ schemaPrefix: 'kit_retention', embedded });
});
afterEach(async () => {
  await db.drop();
});

const daysAgo = (days: number) => db.knex.raw(`now() - interval '1 day' * ${days}`);

/** An outbox row published `publishedDaysAgo` days ago, or never when null. */
async function outboxRow(publishedDaysAgo: number | null, createdDaysAgo = publishedDaysAgo ?? 0) {
  const id = randomUUID();
  await db.knex('outbox').insert({
    id,
    type: 'kit.thing-happened',
    version: 1,
    routing_key: 'kit.thing-happened.v1',
    subject_id: 'user-7',
    payload: JSON.stringify({ id }),
    created_at: daysAgo(createdDaysAgo),
    published_at: publishedDaysAgo === null ? null : daysAgo(publishedDaysAgo),
  });
  return id;
}

async function inboxRow(processedDaysAgo: number) {
  const id = randomUUID();
  await db
    .knex('inbox')
    .insert({ event_id: id, consumer: 'scorer', processed_at: daysAgo(processedDaysAgo) });
  return id;
}

const outboxIds = async () => ((await db.knex('outbox').pluck('id')) as string[]).sort();
const inboxIds = async () => ((await db.knex('inbox').pluck('event_id')) as string[]).sort();

describe('deleteExpiredRows', () => {
  it('deletes published outbox rows older than the period, never unpublished or recent ones', async () => {
    const expired = [await outboxRow(8), await outboxRow(30), await outboxRow(7.01)];
    const kept = [await outboxRow(6.9), await outboxRow(0), await outboxRow(null, 30), await outboxRow(null)];

    expect(await deleteExpiredRows(db, 'outbox', { olderThanDays: 7 })).toBe(expired.length);
    expect(await outboxIds()).toEqual(kept.sort());
  });

  it('deletes inbox rows older than the period', async () => {
    await inboxRow(8);
    await inboxRow(400);
    const kept = [await inboxRow(6), await inboxRow(0)];

    expect(await deleteExpiredRows(db, 'inbox', { olderThanDays: 7 })).toBe(2);
    expect(await inboxIds()).toEqual(kept.sort());
  });

  it('works through a backlog larger than one batch', async () => {
    for (let i = 0; i < 7; i++) await outboxRow(10);
    const kept = await outboxRow(1);
    expect(await deleteExpiredRows(db, 'outbox', { olderThanDays: 7, batchSize: 2 })).toBe(7);
    expect(await outboxIds()).toEqual([kept]);
  });

  it('stops between batches when told to', async () => {
    for (let i = 0; i < 6; i++) await outboxRow(10);
    expect(
      await deleteExpiredRows(db, 'outbox', { olderThanDays: 7, batchSize: 2, keepGoing: () => false }),
    ).toBe(2);
    expect(await outboxIds()).toHaveLength(4);
  });

  it.runIf(onPostgres)('lets several replicas sweep at once, each row deleted once', async () => {
    for (let i = 0; i < 60; i++) await inboxRow(10);
    const kept = await inboxRow(1);
    const counts = await Promise.all(
      [1, 2, 3].map(() => deleteExpiredRows(db, 'inbox', { olderThanDays: 7, batchSize: 5 })),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(await inboxIds()).toEqual([kept]);
  });
});

describe('startRetentionSweep', () => {
  it('sweeps at start and again on every interval, by the database’s retention period', async () => {
    expect(db.eventRetentionDays).toBe(7);
    const first = await inboxRow(8);
    const sweep = startRetentionSweep({ db, table: 'inbox', logger, intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect(await inboxIds()).not.toContain(first), { timeout: 5_000 });
      await inboxRow(9);
      const kept = await inboxRow(6);
      await vi.waitFor(async () => expect(await inboxIds()).toEqual([kept]), { timeout: 5_000 });
    } finally {
      await sweep.stop();
    }
  });

  it('sweeps no more once stopped', async () => {
    const sweep = startRetentionSweep({ db, table: 'inbox', logger, intervalMs: 10 });
    await sweep.stop();
    const expired = await inboxRow(8);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await inboxIds()).toEqual([expired]);
  });
});
