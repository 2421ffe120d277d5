import { randomUUID } from 'node:crypto';
import { auditRecordedV1 } from '@tracker/contracts/events/audit-recorded-v1';
import { recordedEvents } from '@tracker/kit/testing/environment';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogged, userData, userRegistered } from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: '2026-11-18T15:00:00Z' });
});

afterAll(async () => {
  await harness?.close();
});

const READS = [
  { path: '/api/dashboard/stats', action: 'dashboard.viewed' },
  { path: '/api/user/reporting-hours', action: 'reporting-hours.viewed' },
  { path: '/api/reports/available-months', action: 'report-months.viewed' },
  { path: '/api/reports/monthly/2026/11', action: 'monthly-report.downloaded' },
  { path: '/api/reports/monthly/2026/11?format=json', action: 'monthly-report.downloaded' },
  { path: '/api/compliance/months?from=2026-10&to=2026-11', action: 'compliance-months.viewed' },
];

/** An enrollee the read model knows, with an activity this month. */
async function enrollee(): Promise<string> {
  const data = userData();
  await harness.deliver(
    userRegistered(data),
    activityLogged(data.userId, { type: 'employment', hours: 3, date: '2026-11-05' }),
  );
  return data.userId;
}

function get(path: string, cookie: string) {
  return request(harness.app).get(path).set('Cookie', cookie);
}

async function auditsBy(actorId: string) {
  return (await harness.audits()).filter((record) => record.actorId === actorId);
}

describe.each(READS)('reading $path', ({ path, action }) => {
  it('while impersonating is audited under the administrator, about the enrollee, before the answer', async () => {
    const userId = await enrollee();
    const adminId = randomUUID();
    const nudges = harness.nudges();
    const res = await get(path, await harness.cookieFor(userId, { actorId: adminId }))
      .set('User-Agent', 'Support Desk/2.0')
      .set('X-Forwarded-For', '198.51.100.7');
    expect(res.status).toBe(200);
    expect(await auditsBy(adminId)).toEqual([
      {
        actorId: adminId,
        subjectId: userId,
        action,
        resourceId: null,
        ip: '198.51.100.7',
        userAgent: 'Support Desk/2.0',
        occurredAt: '2026-11-18T15:00:00.000Z',
      },
    ]);
    const [event] = (await recordedEvents(harness.db, 'audit.recorded')).filter(
      (recorded) => recorded.data.actorId === adminId,
    );
    expect(event).toMatchObject({ producer: 'reporting', subjectId: userId });
    expect(auditRecordedV1.data.safeParse(event?.data).success).toBe(true);
    // The relay is woken, so the record reaches the trail without waiting for its next round.
    expect(harness.nudges()).toBe(nudges + 1);
  });

  it('by the enrollee themself records nothing', async () => {
    const userId = await enrollee();
    const before = (await harness.audits()).length;
    const nudges = harness.nudges();
    expect((await get(path, await harness.cookieFor(userId))).status).toBe(200);
    expect(await harness.audits()).toHaveLength(before);
    expect(harness.nudges()).toBe(nudges);
  });

  it('by an administrator of their own figures, in their own session, records nothing', async () => {
    const adminId = await enrollee();
    expect((await get(path, await harness.cookieFor(adminId, { isAdmin: true }))).status).toBe(200);
    expect(await auditsBy(adminId)).toEqual([]);
  });
});

describe('a refused read', () => {
  it.each(['/api/reports/monthly/2027/01', '/api/compliance/months?from=2026-11&to=2027-01'])(
    'of a month that has not started records nothing, even while impersonating (%s)',
    async (path) => {
      const userId = await enrollee();
      const adminId = randomUUID();
      const res = await get(path, await harness.cookieFor(userId, { actorId: adminId }));
      expect(res.status).toBe(400);
      expect(await auditsBy(adminId)).toEqual([]);
    },
  );

  it('that could not be audited hands nothing over', async () => {
    const userId = await enrollee();
    const adminId = randomUUID();
    const cookie = await harness.cookieFor(userId, { actorId: adminId });
    await harness.db.knex.raw('alter table outbox add constraint outbox_refuses_all check (false) not valid');
    try {
      const res = await get('/api/dashboard/stats', cookie);
      expect(res.status).toBe(500);
      expect(res.body).not.toHaveProperty('currentHours');
    } finally {
      await harness.db.knex.raw('alter table outbox drop constraint outbox_refuses_all');
    }
    expect(await auditsBy(adminId)).toEqual([]);
  });
});
