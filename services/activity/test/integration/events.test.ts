import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { notificationSmsIncomeReceivedV1 } from '@tracker/contracts/events/notification-sms-income-received-v1';
import type { InProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { parseConfig } from '@tracker/kit/runtime/config';
import type { RunningService } from '@tracker/kit/runtime/infrastructure';
import type { TestDatabase } from '@tracker/kit/testing/environment';
import { pdfSample, pngSample } from '@tracker/kit/testing/files';
import {
  envelopeOf as envelope,
  type ServiceUnderTest,
  sessionCookie,
  startServiceUnderTest,
  storedFileKeys,
  waitFor,
} from '@tracker/kit/testing/service';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityConfigSchema } from '../../src/config.js';
import { activityService } from '../../src/service.js';

/**
 * The service under test runs on the real clock, and only today is sure to lie in the entry window
 * (`rules/entry-window`) whatever the date: what these tests send is dated today in the service's
 * default zone.
 */
const TODAY = isoDateIn('America/New_York', new Date());

let sut: ServiceUnderTest;
let db: TestDatabase;
let bus: InProcessBus;
let service: RunningService;
let delivered: EventEnvelope<Record<string, unknown>>[];

/** Publishes and waits until the service recorded the event as processed (or dead-lettered it). */
function deliver(event: EventEnvelope): Promise<void> {
  return sut.deliver(event);
}

function userData(userId: string, username: string) {
  return {
    userId,
    username,
    email: `${username}@example.org`,
    firstName: 'Rosa',
    lastName: 'Parks',
    cellNumber: null,
    cellNumberE164: null,
    birthdate: null,
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    isAdmin: false,
    emailVerified: true,
    state: 'CA',
  };
}

function cookieOf(userId: string, isAdmin = false): Promise<string> {
  return sessionCookie(sut.infra, { userId, isAdmin });
}

/** The names of the stored files, wherever they are. */
async function storedFiles(): Promise<string[]> {
  return (await storedFileKeys(sut.dataDir)).map((key) => path.posix.basename(key));
}

beforeAll(async () => {
  sut = await startServiceUnderTest({
    definition: activityService,
    config: (dataDir) => parseConfig(activityConfigSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    observe: ['activity.#', 'income.#'],
    settleMs: 20,
  });
  ({ db, bus, service, delivered } = sut);
});

afterAll(async () => {
  await sut.stop();
});

describe('activityService', () => {
  it('is described for the runtime', () => {
    expect(activityService.name).toBe('activity');
    expect(activityService.signsSessions).toBeUndefined();
    expect(activityService.migrations.map((m) => m.name)).toEqual([
      '001-activities',
      '002-income',
      '003-tell-file-counts',
    ]);
  });

  it('publishes what it records: logged, updated, deleted', async () => {
    const userId = randomUUID();
    const cookie = await cookieOf(userId);
    const created = await request(service.app)
      .post('/api/activities')
      .set('Cookie', cookie)
      .field('type', 'employment')
      .field('description', 'Shift')
      .field('hours', '8')
      .field('date', TODAY);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await request(service.app)
      .patch(`/api/activities/${id}`)
      .set('Cookie', cookie)
      .send({ type: 'employment', description: 'Long shift', hours: 10, date: TODAY });
    await request(service.app).delete(`/api/activities/${id}`).set('Cookie', cookie);
    await waitFor(() => delivered.filter((e) => e.data.activityId === id).length === 3);
    expect(delivered.filter((e) => e.data.activityId === id).map((e) => e.type)).toEqual([
      'activity.logged',
      'activity.updated',
      'activity.deleted',
    ]);
    // The relay marks a row published once the broker confirmed it, which can come after delivery.
    await waitFor(async () => (await db.knex('outbox').whereNull('published_at')).length === 0);
  });

  it('publishes pay records: reported, updated, deleted, each once', async () => {
    const userId = randomUUID();
    const cookie = await cookieOf(userId);
    const pay = {
      employer: 'Walmart',
      grossAmount: '620.00',
      payDate: TODAY,
      periodStart: TODAY,
      periodEnd: TODAY,
    };
    const created = await request(service.app).post('/api/income').set('Cookie', cookie).send(pay);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await request(service.app)
      .patch(`/api/income/${id}`)
      .set('Cookie', cookie)
      .send({ ...pay, grossAmount: '640.00' });
    await request(service.app).delete(`/api/income/${id}`).set('Cookie', cookie);
    await waitFor(() => delivered.filter((e) => e.data.incomeId === id).length === 3);
    const published = delivered.filter((e) => e.data.incomeId === id);
    expect(published.map((e) => [e.type, e.data.grossAmountCents])).toEqual([
      ['income.reported', 62000],
      ['income.updated', 64000],
      ['income.deleted', 64000],
    ]);
    expect(published.every((e) => !('employer' in e.data))).toBe(true);
    // The relay marks a row published once the broker confirmed it, which can come after delivery.
    await waitFor(async () => (await db.knex('outbox').whereNull('published_at')).length === 0);
  });
});

describe('identity events', () => {
  it('teach the service who exists, so the administrator’s log of them answers', async () => {
    const userId = randomUUID();
    const admin = await cookieOf(randomUUID(), true);
    const path = `/api/admin/user/${userId}/activities`;
    expect((await request(service.app).get(path).set('Cookie', admin)).status).toBe(404);
    await deliver(envelope(identityUserRegisteredV1, userData(userId, 'rosa'), userId));
    expect((await request(service.app).get(path).set('Cookie', admin)).status).toBe(200);
    await deliver(envelope(identityUserUpdatedV1, userData(userId, 'rosa_p'), userId));
    expect(await db.knex('users').where('id', userId).first()).toMatchObject({ username: 'rosa_p' });
  });

  it('user-deleted erases the user’s pay records and paystubs too, and only theirs', async () => {
    const userId = randomUUID();
    const keptId = randomUUID();
    const report = (cookie: string, name: string) =>
      request(service.app)
        .post('/api/income')
        .set('Cookie', cookie)
        .field('employer', 'Walmart')
        .field('grossAmount', '620')
        .field('payDate', TODAY)
        .field('periodStart', TODAY)
        .field('periodEnd', TODAY)
        .attach('file', pdfSample(), name);
    const gone = await report(await cookieOf(userId), 'gone.pdf');
    const kept = await report(await cookieOf(keptId), 'kept.pdf');
    expect([gone.status, kept.status]).toEqual([201, 201]);
    const outboxBefore = (await db.knex('outbox')).length;

    await deliver(envelope(identityUserDeletedV1, { userId }, userId));
    expect(await db.knex('income_records').where('user_id', userId)).toEqual([]);
    expect(await db.knex('income_attachments').where('income_id', gone.body.id)).toEqual([]);
    await waitFor(async () => (await db.knex('blob_deletions')).length === 0);
    const files = await storedFiles();
    expect(files).not.toContain(`${gone.body.attachments[0].id}.pdf`);
    expect(files).toContain(`${kept.body.attachments[0].id}.pdf`);
    expect(await db.knex('income_records').where('user_id', keptId)).toHaveLength(1);
    // Every consumer of pay records consumes the deletion too: nothing is published per record.
    expect(await db.knex('outbox')).toHaveLength(outboxBefore);
  });

  it('user-deleted erases the user’s activities, attachments and files, and a repeat is harmless', async () => {
    const userId = randomUUID();
    const keptId = randomUUID();
    await deliver(envelope(identityUserRegisteredV1, userData(userId, `gone_${userId.slice(0, 6)}`), userId));
    const cookie = await cookieOf(userId);
    const keptCookie = await cookieOf(keptId);
    for (const [name, bytes] of [
      ['a.pdf', pdfSample()],
      ['b.png', pngSample()],
    ] as const) {
      const res = await request(service.app)
        .post('/api/activities')
        .set('Cookie', cookie)
        .field('type', 'training')
        .field('description', 'Course')
        .field('hours', '2')
        .field('date', TODAY)
        .attach('file', bytes, name);
      expect(res.status).toBe(201);
    }
    const kept = await request(service.app)
      .post('/api/activities')
      .set('Cookie', keptCookie)
      .field('type', 'training')
      .field('description', 'Kept')
      .field('hours', '2')
      .field('date', TODAY)
      .attach('file', pngSample(), 'kept.png');
    const filesBefore = await storedFiles();
    expect(filesBefore.length).toBeGreaterThanOrEqual(3);
    const outboxBefore = (await db.knex('outbox')).length;

    const deleted = envelope(identityUserDeletedV1, { userId }, userId);
    await deliver(deleted);
    expect(await db.knex('activities').where('user_id', userId)).toEqual([]);
    expect(await db.knex('users').where('id', userId)).toEqual([]);
    expect(
      await db
        .knex('activity_attachments as a')
        .join('activities as act', 'act.id', 'a.activity_id')
        .where('act.user_id', userId),
    ).toEqual([]);
    await waitFor(async () => (await db.knex('blob_deletions')).length === 0);
    const filesAfter = await storedFiles();
    expect(filesAfter).toHaveLength(filesBefore.length - 2);
    expect(filesAfter).toContain(`${kept.body.attachments[0].id}.png`);
    expect(await db.knex('activities').where('user_id', keptId)).toHaveLength(1);
    // Every consumer of activities consumes the deletion too: nothing is published per activity.
    expect(await db.knex('outbox')).toHaveLength(outboxBefore);

    await deliver(deleted);
    await deliver(envelope(identityUserDeletedV1, { userId }, userId));
    expect(bus.deadLetters(db.schema)).toEqual([]);
    expect(await db.knex('inbox').where('event_id', deleted.id)).toHaveLength(1);
    expect(await storedFiles()).toEqual(filesAfter);
  });
});

describe('notification.sms-activity-received', () => {
  const sms = (userId: string, messageSid: string) => ({
    messageSid,
    userId,
    type: 'job_search',
    hours: 1.5,
    description: 'Called two employers',
    date: '2026-04-04',
    fromNumber: '+19165550100',
  });

  it('logs the activity with source sms, once per message, and publishes activity.logged', async () => {
    const userId = randomUUID();
    const sid = `SM${randomUUID().replace(/-/g, '')}`;
    const first = envelope(notificationSmsActivityReceivedV1, sms(userId, sid), userId);
    await deliver(first);
    await deliver(first);
    await deliver(envelope(notificationSmsActivityReceivedV1, sms(userId, sid), userId));

    const rows = await db.knex('activities').where('user_id', userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'sms', sms_message_sid: sid, type: 'job_search' });

    const res = await request(service.app)
      .get('/api/activities')
      .set('Cookie', await cookieOf(userId));
    expect(res.body).toEqual([
      expect.objectContaining({
        source: 'sms',
        hours: 1.5,
        date: '2026-04-04',
        description: 'Called two employers',
      }),
    ]);

    await waitFor(() => delivered.some((e) => e.data.activityId === rows[0].id));
    const logged = delivered.filter((e) => e.data.userId === userId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      type: 'activity.logged',
      correlationId: first.correlationId,
      data: { source: 'sms', hours: 1.5, userId },
    });
  });

  it('dead-letters a message whose data is not valid', async () => {
    const userId = randomUUID();
    const bad = envelope(notificationSmsActivityReceivedV1, { ...sms(userId, 'SMbad'), hours: 30 }, userId);
    await deliver(bad);
    expect(bus.deadLetters(db.schema).at(-1)?.reason).toMatch(/hours/);
    expect(await db.knex('activities').where('user_id', userId)).toEqual([]);
  });
});

describe('notification.sms-income-received', () => {
  const sms = (userId: string, messageSid: string) => ({
    messageSid,
    userId,
    grossAmountCents: 62050,
    employer: 'Walmart',
    payDate: '2026-04-04',
    fromNumber: '+19165550100',
  });

  it('records pay with source sms for the day of the text, once per message, and publishes income.reported', async () => {
    const userId = randomUUID();
    const sid = `SM${randomUUID().replace(/-/g, '')}`;
    const first = envelope(notificationSmsIncomeReceivedV1, sms(userId, sid), userId);
    await deliver(first);
    await deliver(first);
    // The same text as a second event (a replayed outbox row) records nothing more either.
    await deliver(envelope(notificationSmsIncomeReceivedV1, sms(userId, sid), userId));

    const rows = await db.knex('income_records').where('user_id', userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'sms', employer: 'Walmart', hours_worked: null });

    const res = await request(service.app)
      .get('/api/income')
      .set('Cookie', await cookieOf(userId));
    expect(JSON.stringify(res.body)).toContain('"payDate":"2026-04-04"');
    expect(JSON.stringify(res.body)).toContain('"periodStart":"2026-04-04"');
    expect(JSON.stringify(res.body)).toContain('"periodEnd":"2026-04-04"');

    await waitFor(() => delivered.some((e) => e.data.incomeId === rows[0].id));
    const reported = delivered.filter((e) => e.type === 'income.reported' && e.data.userId === userId);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({
      correlationId: first.correlationId,
      data: {
        incomeId: rows[0].id,
        grossAmountCents: 62050,
        payDate: '2026-04-04',
        periodStart: '2026-04-04',
        periodEnd: '2026-04-04',
        hoursWorked: null,
        source: 'sms',
      },
    });
  });

  it('records two texts as two payments', async () => {
    const userId = randomUUID();
    await deliver(envelope(notificationSmsIncomeReceivedV1, sms(userId, 'SMincome-a'), userId));
    await deliver(envelope(notificationSmsIncomeReceivedV1, sms(userId, 'SMincome-b'), userId));
    expect(await db.knex('income_records').where('user_id', userId)).toHaveLength(2);
  });
});
