import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { openTestDatabase, recordedEvents, type TestDatabase } from '@tracker/kit/testing/environment';
import { sqlSentBy } from '@tracker/kit/testing/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSmsActivityReceived } from '../../src/events/on-sms-activity-received.js';
import { activitiesMigration } from '../../src/migrations/001-activities.js';

let db: TestDatabase;
let nudges = 0;
// A text without files reaches neither the blob store nor the janitor, so they are left out here.
const handler = onSmsActivityReceived({ nudgeOutbox: () => nudges++ } as unknown as Parameters<
  typeof onSmsActivityReceived
>[0]);

beforeAll(async () => {
  db = await openTestDatabase({ migrations: [activitiesMigration], schemaPrefix: 'activity' });
});

afterAll(async () => {
  await db.drop();
});

function received(messageSid: string): EventEnvelope {
  const userId = randomUUID();
  return {
    id: randomUUID(),
    type: notificationSmsActivityReceivedV1.type,
    version: notificationSmsActivityReceivedV1.version,
    occurredAt: new Date().toISOString(),
    producer: 'notification',
    subjectId: userId,
    correlationId: randomUUID(),
    data: {
      messageSid,
      userId,
      type: 'employment',
      hours: 2.5,
      description: 'Stocked shelves',
      date: '2026-03-14',
      fromNumber: '+19165550142',
    },
  };
}

describe('notification.sms-activity-received, statement by statement', () => {
  it('logs the activity and records activity.logged in two statements, the activity as inserted', async () => {
    const event = received(`SM${randomUUID().replace(/-/g, '')}`);
    const statements = await sqlSentBy(db.knex, () =>
      db.knex.transaction((trx) => handler.handle(event, trx)),
    );
    expect(statements).toEqual([
      'BEGIN;',
      expect.stringMatching(
        /^insert into activities .* on conflict \(sms_message_sid\) do nothing returning created_at, updated_at$/,
      ),
      expect.stringMatching(/^insert into "outbox"/),
      'COMMIT;',
    ]);
    const [row] = await db
      .knex('activities')
      .where({ sms_message_sid: (event.data as { messageSid: string }).messageSid });
    const [logged] = (await recordedEvents(db, 'activity.logged')).filter(
      (recorded) => recorded.correlationId === event.correlationId,
    );
    expect(logged?.data).toEqual({
      activityId: row.id,
      userId: row.user_id,
      type: 'employment',
      hours: 2.5,
      date: '2026-03-14',
      description: 'Stocked shelves',
      source: 'sms',
      createdAt: new Date(row.created_at).toISOString(),
    });
    expect(nudges).toBe(1);
  });

  it('writes nothing more for a text that already logged an activity', async () => {
    const sid = `SM${randomUUID().replace(/-/g, '')}`;
    await db.knex.transaction((trx) => handler.handle(received(sid), trx));
    const statements = await sqlSentBy(db.knex, () =>
      db.knex.transaction((trx) => handler.handle(received(sid), trx)),
    );
    expect(statements).toEqual(['BEGIN;', expect.stringMatching(/^insert into activities /), 'COMMIT;']);
    expect(await db.knex('activities').where({ sms_message_sid: sid })).toHaveLength(1);
  });
});
