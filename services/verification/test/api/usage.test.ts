import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserVerifiedV1 } from '@tracker/contracts/events/identity-user-verified-v1';
import { notificationMonthMetV1 } from '@tracker/contracts/events/notification-month-met-v1';
import { getUsageResponse } from '@tracker/contracts/http/usage';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { parseConfig } from '@tracker/kit/runtime/config';
import {
  envelopeOf,
  type ServiceUnderTest,
  sessionCookie,
  startServiceUnderTest,
} from '@tracker/kit/testing/service';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verificationConfigSchema } from '../../src/config.js';
import { verificationService } from '../../src/service.js';

const BEACONS_PER_MINUTE = 5;

let sut: ServiceUnderTest;
let address = 0;

/** A client address of its own for each test, so one test's beacons do not spend another's limit. */
let client: string;

beforeAll(async () => {
  sut = await startServiceUnderTest({
    definition: verificationService,
    config: (dataDir) =>
      parseConfig(verificationConfigSchema, {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        USAGE_BEACONS_PER_MINUTE: String(BEACONS_PER_MINUTE),
      }),
  });
});

afterAll(async () => {
  await sut?.stop();
});

beforeEach(async () => {
  address += 1;
  client = `203.0.113.${address}`;
  await sut.db.knex('usage_daily').delete();
  await sut.db.knex('usage_firsts').delete();
});

const today = () => isoDateIn('America/New_York', new Date());

/** Sends a beacon as `navigator.sendBeacon` sends a string: text/plain. */
function beacon(body: unknown, options: { cookie?: string; raw?: string } = {}) {
  const call = request(sut.service.app)
    .post('/api/analytics/events')
    .set('X-Forwarded-For', client)
    .set('Origin', 'http://localhost:8080')
    .set('Content-Type', 'text/plain;charset=UTF-8');
  if (options.cookie) call.set('Cookie', options.cookie);
  return call.send(options.raw ?? JSON.stringify(body));
}

async function stored() {
  return (await sut.db
    .knex('usage_daily')
    .select(sut.db.knex.raw(`to_char(day, 'YYYY-MM-DD') as day`), 'name', 'path', 'channel', 'count')
    .orderBy(['name', 'path', 'channel'])) as Array<{
    day: string;
    name: string;
    path: string;
    channel: string;
    count: string | number;
  }>;
}

async function countOf(name: string, path: string, channel = 'web'): Promise<number> {
  const row = (await stored()).find((r) => r.name === name && r.path === path && r.channel === channel);
  return row ? Number(row.count) : 0;
}

function userData(userId: string, overrides: { isAdmin?: boolean; emailVerified?: boolean } = {}) {
  return {
    userId,
    username: `user${userId.slice(0, 8)}`,
    email: `user${userId.slice(0, 8)}@example.org`,
    firstName: 'Rosa',
    lastName: 'Parks',
    cellNumber: null,
    cellNumberE164: null,
    birthdate: null,
    preferredLanguage: 'en',
    requiredMonthlyHours: 80,
    isAdmin: overrides.isAdmin ?? false,
    emailVerified: overrides.emailVerified ?? false,
    state: 'OH',
  };
}

function activity(userId: string, source: 'web' | 'sms' | 'admin') {
  return envelopeOf(
    activityLoggedV1,
    {
      activityId: randomUUID(),
      userId,
      type: 'employment',
      hours: 4,
      date: today(),
      description: 'Shift at the clinic',
      source,
      createdAt: new Date().toISOString(),
    },
    userId,
  );
}

function monthMet(userId: string, month: string, channel: 'web' | 'sms', occurredAt?: string) {
  const event = envelopeOf(notificationMonthMetV1, { userId, month, channel }, userId);
  return occurredAt === undefined ? event : { ...event, occurredAt };
}

async function usage(cookie: string, query = '') {
  const response = await request(sut.service.app).get(`/api/admin/usage${query}`).set('Cookie', cookie);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return getUsageResponse.parse(response.body);
}

const adminCookie = () => sessionCookie(sut.infra, { userId: randomUUID(), isAdmin: true });

describe('POST /api/analytics/events', () => {
  it('counts an accepted event once per call, by day, name, route pattern and channel', async () => {
    await beacon({ name: 'page_view', path: '/dashboard' }).expect(204);
    expect(await stored()).toEqual([
      { day: today(), name: 'page_view', path: '/dashboard', channel: 'web', count: expect.anything() },
    ]);
    expect(await countOf('page_view', '/dashboard')).toBe(1);
    await beacon({ name: 'page_view', path: '/dashboard' }).expect(204);
    expect(await countOf('page_view', '/dashboard')).toBe(2);
    // A batch adds each of its events, the same one twice included.
    await beacon([
      { name: 'page_view', path: '/dashboard' },
      { name: 'page_view', path: '/dashboard' },
      { name: 'login', path: '/login' },
    ]).expect(204);
    expect(await countOf('page_view', '/dashboard')).toBe(4);
    expect(await countOf('login', '/login')).toBe(1);
  });

  it('takes JSON too', async () => {
    await request(sut.service.app)
      .post('/api/analytics/events')
      .set('X-Forwarded-For', client)
      .send({ name: 'page_view', path: '/' })
      .expect(204);
    expect(await countOf('page_view', '/')).toBe(1);
  });

  it('keeps a path as its route pattern: ids and query strings dropped, unknown pages as other', async () => {
    const id = randomUUID();
    await beacon([
      { name: 'page_view', path: `/user-profile/${id}?tab=activities` },
      { name: 'page_view', path: '/reset-password?token=0123456789abcdef' },
      { name: 'page_view', path: '/PAY/new' },
      { name: 'page_view', path: `/pay/${id}` },
      { name: 'page_view', path: '/dashboard/' },
      { name: 'page_view', path: `/reset-password/${id}` },
      { name: 'page_view', path: 'https://elsewhere.example/dashboard' },
    ]).expect(204);
    expect((await stored()).map((row) => [row.path, Number(row.count)])).toEqual([
      ['/dashboard', 1],
      ['/pay/:id', 1],
      ['/pay/new', 1],
      ['/reset-password', 1],
      ['/user-profile/:userId', 1],
      ['other', 2],
    ]);
  });

  it('drops names that are not on the list and still answers 204', async () => {
    await beacon([
      { name: 'email_captured', path: '/register' },
      { name: 'account_registered', path: '/register' },
      { name: 'register', path: '/register' },
    ]).expect(204);
    expect((await stored()).map((row) => row.name)).toEqual(['register']);
  });

  it('never stores personal data: no property, address, id or session', async () => {
    const userId = randomUUID();
    const cookie = await sessionCookie(sut.infra, { userId, isAdmin: false });
    const otherId = randomUUID();
    await beacon(
      {
        name: 'page_view',
        path: `/user-activities/${otherId}?email=maria@example.org`,
        properties: { email: 'maria@example.org', userId },
      },
      { cookie },
    ).expect(204);
    await beacon({ name: 'page_view', path: `/user-activities/${otherId}` }).expect(204);
    const everything = JSON.stringify([
      await sut.db.knex('usage_daily').select(),
      await sut.db.knex('usage_firsts').select(),
    ]);
    for (const secret of ['maria', 'example.org', userId, otherId, client]) {
      expect(everything).not.toContain(secret);
    }
    // Signed in or not, the same count.
    expect(await countOf('page_view', '/user-activities/:userId')).toBe(2);
    expect(await sut.db.knex('usage_firsts').select()).toEqual([]);
  });

  it('refuses what is not a usage report with 400, and a large body with 413', async () => {
    const refusals = [
      await beacon(undefined, { raw: 'not json' }),
      await beacon({}),
      await beacon({ name: 'page_view' }),
      await beacon([]),
      await beacon(Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' }))),
      await request(sut.service.app)
        .post('/api/analytics/events')
        .set('X-Forwarded-For', client)
        .type('form')
        .send('name=page_view&path=/'),
    ];
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals.every((response) => typeof response.body.message === 'string')).toBe(true);
    const large = await beacon([{ name: 'page_view', path: `/${'a'.repeat(9000)}` }]);
    expect(large.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('answers 429 once a client address is over its limit, and counts nothing then', async () => {
    for (let i = 0; i < BEACONS_PER_MINUTE; i += 1) {
      await beacon({ name: 'page_view', path: '/' }).expect(204);
    }
    const limited = await beacon({ name: 'page_view', path: '/' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOf('page_view', '/')).toBe(BEACONS_PER_MINUTE);
    // Another address is not held back by this one.
    client = '198.51.100.7';
    await beacon({ name: 'page_view', path: '/' }).expect(204);
  });
});

describe('GET /api/admin/usage', () => {
  it('is for administrators only', async () => {
    await request(sut.service.app).get('/api/admin/usage').expect(401);
    const enrollee = await sessionCookie(sut.infra, { userId: randomUUID(), isAdmin: false });
    const refused = await request(sut.service.app).get('/api/admin/usage').set('Cookie', enrollee);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
  });

  it('covers the last 30 days by default and refuses a reversed or too long range', async () => {
    const admin = await adminCookie();
    const answer = await usage(admin);
    expect(answer.to).toBe(today());
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)?.day).toBe(today());
    const reversed = await request(sut.service.app)
      .get('/api/admin/usage?from=2026-03-10&to=2026-03-01')
      .set('Cookie', admin);
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors).toEqual({ from: 'The start date must be on or before the end date' });
    const long = await request(sut.service.app)
      .get('/api/admin/usage?from=2024-01-01&to=2026-01-01')
      .set('Cookie', admin);
    expect(long.status).toBe(400);
    const invalid = await request(sut.service.app)
      .get('/api/admin/usage?from=yesterday')
      .set('Cookie', admin);
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ from: 'Please enter a valid start date' });
  });

  it('counts the funnel from the events it consumes, each step once per person, web against text', async () => {
    const maria = randomUUID();
    const jose = randomUUID();
    const staff = randomUUID();
    await sut.deliver(envelopeOf(identityUserRegisteredV1, userData(maria), maria));
    await sut.deliver(envelopeOf(identityUserRegisteredV1, userData(jose), jose));
    // An administrator's account is not an enrollee's: not part of the funnel.
    await sut.deliver(envelopeOf(identityUserRegisteredV1, userData(staff, { isAdmin: true }), staff));
    await sut.deliver(envelopeOf(identityUserVerifiedV1, userData(maria, { emailVerified: true }), maria));
    // A second verification of the same account (a new link used) is not a second person.
    await sut.deliver(envelopeOf(identityUserVerifiedV1, userData(maria, { emailVerified: true }), maria));
    await sut.deliver(envelopeOf(identityUserVerifiedV1, userData(jose, { emailVerified: true }), jose));

    const first = activity(maria, 'web');
    await sut.deliver(first);
    // The broker delivering the same event again changes nothing.
    await sut.bus.publish(first);
    await sut.deliver(activity(maria, 'sms'));
    await sut.deliver(activity(jose, 'sms'));
    await sut.deliver(activity(jose, 'sms'));
    // Maria's month is met by what she logged on the web, Jose's by a text; each counts once, however
    // many months they meet after it and however often the broker delivers it.
    const mariaMet = monthMet(maria, today().slice(0, 7), 'web');
    await sut.deliver(mariaMet);
    await sut.bus.publish(mariaMet);
    await sut.deliver(monthMet(maria, '2024-01', 'sms'));
    await sut.deliver(monthMet(jose, today().slice(0, 7), 'sms'));
    await new Promise((resolve) => setTimeout(resolve, 100));

    await beacon([
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/register' },
      { name: 'page_view', path: '/register' },
      { name: 'register', path: '/register' },
      { name: 'page_view', path: '/verify-email' },
      // Older dashboards still send it: accepted, but no longer part of the funnel.
      { name: 'month_met_seen', path: '/dashboard' },
    ]).expect(204);

    // The people this service reads for requests are still kept beside the counts.
    expect(await sut.db.knex('people').whereIn('user_id', [maria, jose]).pluck('user_id')).toHaveLength(2);

    const answer = await usage(await adminCookie());
    expect(answer.totals.funnel).toEqual([
      { step: 'registered', count: 2, shareOfPrevious: null },
      { step: 'verified', count: 2, shareOfPrevious: 1 },
      { step: 'first_activity', count: 2, shareOfPrevious: 1 },
      { step: 'first_month_met', count: 2, shareOfPrevious: 1 },
    ]);
    expect(answer.totals.firstActivities).toEqual({ web: 1, sms: 1, admin: 0 });
    expect(answer.totals.activities).toEqual({ web: 1, sms: 3, admin: 0 });
    expect(answer.totals.firstMonthsMet).toEqual({ web: 1, sms: 1, admin: 0 });
    expect(answer.totals.pageViews).toEqual([
      { path: '/', views: 2 },
      { path: '/register', views: 2 },
      { path: '/verify-email', views: 1 },
    ]);
    expect(answer.totals.registrationFlow).toEqual([
      { step: 'home_viewed', count: 2, reachedNext: 1 },
      { step: 'register_viewed', count: 2, reachedNext: 0.5 },
      { step: 'register_sent', count: 1, reachedNext: 1 },
      { step: 'verify_link_opened', count: 1, reachedNext: 2 },
      { step: 'email_verified', count: 2, reachedNext: null },
    ]);
    const day = answer.days.find((entry) => entry.day === today());
    expect(day).toEqual({
      day: today(),
      funnel: { registered: 2, verified: 2, firstActivity: 2, firstMonthMet: 2 },
      firstActivities: { web: 1, sms: 1, admin: 0 },
      activities: { web: 1, sms: 3, admin: 0 },
      firstMonthsMet: { web: 1, sms: 1, admin: 0 },
      pageViews: 5,
    });

    // The ids that counted go with the account; the counts, which name no one, stay.
    expect(await sut.db.knex('usage_firsts').where({ user_id: maria }).pluck('step')).toHaveLength(4);
    await sut.deliver(envelopeOf(identityUserDeletedV1, { userId: maria }, maria));
    expect(await sut.db.knex('usage_firsts').where({ user_id: maria })).toEqual([]);
    expect((await usage(await adminCookie())).totals.funnel[0]).toEqual({
      step: 'registered',
      count: 2,
      shareOfPrevious: null,
    });
  });

  it('counts a registration an administrator made as verified from the start', async () => {
    const rosa = randomUUID();
    const event: EventEnvelope = envelopeOf(
      identityUserRegisteredV1,
      userData(rosa, { emailVerified: true }),
      rosa,
    );
    await sut.deliver(event);
    await sut.deliver(envelopeOf(identityUserVerifiedV1, userData(rosa, { emailVerified: true }), rosa));
    const answer = await usage(await adminCookie());
    expect(answer.totals.funnel.slice(0, 2).map((step) => step.count)).toEqual([1, 1]);
  });

  it('counts a first month met on the day it was announced, in the configured zone', async () => {
    const rosa = randomUUID();
    // 03:30 UTC on March 5th is still March 4th in New York.
    await sut.deliver(monthMet(rosa, '2025-03', 'sms', '2025-03-05T03:30:00.000Z'));
    const answer = await usage(await adminCookie(), '?from=2025-03-04&to=2025-03-05');
    expect(answer.days.map((day) => [day.day, day.funnel.firstMonthMet, day.firstMonthsMet.sms])).toEqual([
      ['2025-03-04', 1, 1],
      ['2025-03-05', 0, 0],
    ]);
    expect(await countOf('month_met_seen', '/dashboard')).toBe(0);
  });
});
