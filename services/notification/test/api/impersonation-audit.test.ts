import { randomUUID } from 'node:crypto';
import { auditRecordedV1 } from '@tracker/contracts/events/audit-recorded-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness, type TestUser } from '../support/api-harness.js';

const userAgent = 'support-desk-browser/1.0';

/** Gives `user` one unread notification and resolves with its id. */
async function notify(h: ApiHarness, user: TestUser): Promise<string> {
  await h.deliver(exemptionStatusChangedV1, {
    exemptionId: randomUUID(),
    userId: user.id,
    from: 'under_review',
    to: 'approved',
    exemptionTypeName: 'Student',
    effectiveDate: '2026-03-01',
    expirationDate: '2026-08-31',
    isPermanent: false,
    durationApprovedMonths: 6,
    denialReason: null,
    waitingMessage: null,
    resetMessage: null,
    changedBy: randomUUID(),
  });
  const [row] = await h.db.knex('notifications').where({ user_id: user.id }).orderBy('created_at', 'desc');
  return (row as { id: string }).id;
}

/** The four calls of the signed-in person, each with the action it is audited as. */
const calls = [
  ['GET /api/notifications', 'notifications.viewed'],
  ['PATCH /api/notifications/read-all', 'notifications.marked-read'],
  ['PATCH /api/notifications/:id/read', 'notification.marked-read'],
  ['POST /api/feedback', 'feedback.sent'],
] as const;

type Call = (typeof calls)[number][0];

function call(h: ApiHarness, which: Call, cookie: string, notificationId: string): request.Test {
  const agent = request(h.app);
  const sent = (() => {
    switch (which) {
      case 'GET /api/notifications':
        return agent.get('/api/notifications');
      case 'PATCH /api/notifications/read-all':
        return agent.patch('/api/notifications/read-all');
      case 'PATCH /api/notifications/:id/read':
        return agent.patch(`/api/notifications/${notificationId}/read`);
      case 'POST /api/feedback':
        return agent.post('/api/feedback').send({ category: 'question', message: 'Where do I upload?' });
    }
  })();
  return sent.set('Cookie', cookie).set('User-Agent', userAgent);
}

describe('the signed-in person’s calls made while an administrator impersonates them', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await createApiHarness();
  });

  afterAll(async () => {
    await h.close();
  });

  it.each(calls)('%s is audited as %s, naming the administrator and the enrollee', async (which, action) => {
    const admin = await h.admin();
    const enrollee = await h.enrollee();
    const notificationId = await notify(h, enrollee);
    const nudges = h.nudges();

    const response = await call(h, which, await h.impersonate(admin, enrollee), notificationId);
    expect(response.status).toBeLessThan(300);

    const audits = (await h.events(auditRecordedV1.type)).filter((event) => event.subjectId === enrollee.id);
    const resourceId =
      which === 'PATCH /api/notifications/:id/read'
        ? notificationId
        : which === 'POST /api/feedback'
          ? (response.body as { id: string }).id
          : null;
    expect(audits).toEqual([
      expect.objectContaining({
        producer: 'notification',
        data: expect.objectContaining({
          actorId: admin.id,
          subjectId: enrollee.id,
          action,
          resourceId,
          ip: expect.any(String),
          userAgent,
        }),
      }),
    ]);
    expect(h.nudges()).toBe(nudges + 1);
  });

  it.each(calls)('%s records nothing when the enrollee makes it', async (which) => {
    const enrollee = await h.enrollee();
    const notificationId = await notify(h, enrollee);
    const nudges = h.nudges();
    const response = await call(h, which, enrollee.cookie, notificationId);
    expect(response.status).toBeLessThan(300);
    expect((await h.events(auditRecordedV1.type)).filter((event) => event.subjectId === enrollee.id)).toEqual(
      [],
    );
    expect(h.nudges()).toBe(nudges);
  });

  it('records nothing for a notification that is not the enrollee’s', async () => {
    const admin = await h.admin();
    const enrollee = await h.enrollee();
    const cookie = await h.impersonate(admin, enrollee);
    await call(h, 'PATCH /api/notifications/:id/read', cookie, randomUUID()).expect(404);
    expect((await h.events(auditRecordedV1.type)).filter((event) => event.subjectId === enrollee.id)).toEqual(
      [],
    );
  });
});

describe('an impersonating administrator’s call that cannot be audited', () => {
  let h: ApiHarness;
  let admin: TestUser;
  let enrollee: TestUser;
  let notificationId: string;

  beforeAll(async () => {
    h = await createApiHarness();
    admin = await h.admin();
    enrollee = await h.enrollee();
    notificationId = await notify(h, enrollee);
    // Nothing can be written to the outbox any more, so no audit record can be.
    await h.db.knex.raw('alter table outbox rename to outbox_unavailable');
  });

  afterAll(async () => {
    await h.db.knex.raw('alter table outbox_unavailable rename to outbox');
    await h.close();
  });

  it('hands over no notifications and changes nothing', async () => {
    const cookie = await h.impersonate(admin, enrollee);
    for (const which of calls.map(([path]) => path)) {
      const response = await call(h, which, cookie, notificationId);
      expect(response.status, which).toBe(500);
      expect(JSON.stringify(response.body), which).not.toContain('Student');
    }
    expect(await h.db.knex('notifications').where({ id: notificationId }).first()).toMatchObject({
      read_at: null,
    });
    expect(await h.db.knex('feedback').where({ user_id: enrollee.id })).toEqual([]);
  });

  it('leaves the enrollee’s own calls working, since they write no audit record', async () => {
    for (const which of calls.map(([path]) => path)) {
      const response = await call(h, which, enrollee.cookie, notificationId);
      expect(response.status, which).toBeLessThan(300);
    }
  });
});
