import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { sqlSentBy } from '@tracker/kit/testing/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onActivityLogged } from '../../src/events/on-activity-logged.js';
import { migrations } from '../../src/migrations/migrations.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase({ migrations, schemaPrefix: 'reporting' });
});

afterAll(async () => {
  await db.drop();
});

function logged(userId: string, activityId: string, hours: number): EventEnvelope {
  return {
    id: randomUUID(),
    type: activityLoggedV1.type,
    version: activityLoggedV1.version,
    occurredAt: new Date().toISOString(),
    producer: 'activity',
    subjectId: userId,
    correlationId: randomUUID(),
    data: {
      activityId,
      userId,
      type: 'employment',
      hours,
      date: '2026-03-14',
      description: 'Stocked shelves',
      source: 'sms',
      createdAt: '2026-03-14T16:00:00.000Z',
    },
  };
}

const handle = (event: EventEnvelope) => db.knex.transaction((trx) => onActivityLogged.handle(event, trx));

async function totals(userId: string) {
  return (await db.knex('month_totals').where({ user_id: userId })).map((row) => ({
    month: `${row.year}-${row.month}`,
    type: row.type as string,
    hours: Number(row.hours),
    count: Number(row.count),
  }));
}

describe('activity.logged, statement by statement', () => {
  it('copies the activity and adds its hours to its month in one statement', async () => {
    const userId = randomUUID();
    await handle(logged(userId, randomUUID(), 2));
    const statements = await sqlSentBy(db.knex, () => handle(logged(userId, randomUUID(), 1.5)));
    expect(statements).toEqual([
      'BEGIN;',
      expect.stringMatching(/^with gone as .* insert into month_totals/),
      'COMMIT;',
    ]);
    expect(await totals(userId)).toEqual([{ month: '2026-3', type: 'employment', hours: 3.5, count: 2 }]);
  });

  it('changes nothing for a deleted account or a deleted activity', async () => {
    const userId = randomUUID();
    const activityId = randomUUID();
    await db.knex('removed_activities').insert({ id: activityId, user_id: userId });
    await handle(logged(userId, activityId, 2));
    const gone = randomUUID();
    await db.knex('removed_users').insert({ id: gone });
    await handle(logged(gone, randomUUID(), 2));
    expect(await db.knex('activities').whereIn('user_id', [userId, gone])).toEqual([]);
    expect(await totals(userId)).toEqual([]);
    expect(await totals(gone)).toEqual([]);
  });

  it('only fills in where and when an activity an update brought first was logged', async () => {
    const userId = randomUUID();
    const activityId = randomUUID();
    await db.knex('activities').insert({
      id: activityId,
      user_id: userId,
      type: 'training',
      hours: 3,
      date: '2026-03-15',
      description: 'Edited first',
      source: null,
      created_at: '2026-03-15T10:00:00Z',
      updated_at: '2026-03-15T10:00:00Z',
    });
    await handle(logged(userId, activityId, 2));
    const [row] = await db.knex('activities').where({ id: activityId });
    expect(row).toMatchObject({ type: 'training', source: 'sms', description: 'Edited first' });
    expect(new Date(row.created_at).toISOString()).toBe('2026-03-14T16:00:00.000Z');
    expect(await totals(userId)).toEqual([]);
  });
});
