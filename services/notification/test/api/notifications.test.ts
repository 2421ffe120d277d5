import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { exemptionNoteSharedV1 } from '@tracker/contracts/events/exemption-note-shared-v1';
import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import {
  type ExemptionStatusChangedV1,
  exemptionStatusChangedV1,
} from '@tracker/contracts/events/exemption-status-changed-v1';
import { listNotificationsResponse, type Notification } from '@tracker/contracts/http/notifications';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness, type TestUser } from '../support/api-harness.js';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
});

afterAll(async () => {
  await h.close();
});

function statusChange(user: TestUser, overrides: Partial<ExemptionStatusChangedV1> = {}) {
  return {
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
    ...overrides,
  } satisfies ExemptionStatusChangedV1;
}

async function notificationsOf(
  user: TestUser,
  query = '',
): Promise<{ list: Notification[]; unread: number }> {
  const response = await request(h.app)
    .get(`/api/notifications${query}`)
    .set('Cookie', user.cookie)
    .expect(200);
  const body = listNotificationsResponse.parse(response.body);
  return { list: body.notifications, unread: body.unreadCount };
}

describe('notifications made from events', () => {
  it('tells the requester of a status change, naming the exemption and the new status', async () => {
    const user = await h.enrollee();
    await h.deliver(exemptionStatusChangedV1, statusChange(user));
    const { list, unread } = await notificationsOf(user);
    expect(unread).toBe(1);
    expect(list).toEqual([
      {
        id: expect.any(String),
        userId: user.id,
        kind: 'exemption_status',
        title: 'Your Student exemption request: Approved',
        message: 'Your request for the Student exemption was approved. It is in force until August 31, 2026.',
        link: '/dashboard',
        isRead: false,
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('includes the waiting message and the denial reason', async () => {
    const user = await h.enrollee();
    await h.deliver(
      exemptionStatusChangedV1,
      statusChange(user, { to: 'waiting_on_enrollee', waitingMessage: 'Please upload your class schedule.' }),
    );
    await h.deliver(
      exemptionStatusChangedV1,
      statusChange(user, { to: 'denied', denialReason: 'Enrollment could not be confirmed.' }),
    );
    const { list } = await notificationsOf(user);
    expect(list.map((item) => [item.title, item.message])).toEqual([
      [
        'Your Student exemption request: Denied',
        'Your request for the Student exemption was denied. Reason: Enrollment could not be confirmed.',
      ],
      [
        'Your Student exemption request: Waiting on Enrollee',
        'The reviewer needs more from you about your Student exemption request. Message from the reviewer: Please upload your class schedule. Update your request on your dashboard, then resubmit it. You can also text a photo of a document to us with the word DOC.',
      ],
    ]);
  });

  it('does not announce the requester’s own move back to them', async () => {
    const user = await h.enrollee();
    await h.deliver(exemptionStatusChangedV1, statusChange(user, { to: 'under_review', changedBy: user.id }));
    expect((await notificationsOf(user)).list).toEqual([]);
  });

  it('brings a note sent to the requester, naming the request it is about', async () => {
    const user = await h.enrollee();
    const exemptionId = randomUUID();
    await h.deliver(exemptionRequestedV1, {
      exemptionId,
      userId: user.id,
      exemptionTypeId: randomUUID(),
      exemptionTypeName: 'Caregiver',
      isRenewal: false,
      requestPermanent: false,
      durationRequestedMonths: 3,
      requestedAt: '2026-03-01T10:00:00Z',
    });
    await h.deliver(exemptionNoteSharedV1, {
      exemptionId,
      noteId: randomUUID(),
      userId: user.id,
      noteText: 'We received your letter, thank you.',
      authorUsername: 'reviewer1',
    });
    expect((await notificationsOf(user)).list).toEqual([
      expect.objectContaining({
        kind: 'exemption_note',
        title: 'New note about your Caregiver exemption request',
        message: 'A reviewer sent you this note: We received your letter, thank you.',
        link: '/dashboard',
      }),
    ]);
  });

  it('words notifications in the reader’s current language', async () => {
    const user = await h.enrollee({ preferredLanguage: 'es' });
    await h.deliver(
      exemptionStatusChangedV1,
      statusChange(user, { to: 'denied', denialReason: 'Falta un documento.' }),
    );
    const [item] = (await notificationsOf(user)).list;
    expect(item).toMatchObject({
      title: 'Su solicitud de exención Student: Denegada',
      message: 'Se denegó su solicitud de la exención Student. Motivo: Falta un documento.',
    });
  });

  it('confirms an activity logged by text, with the month’s total', async () => {
    const user = await h.enrollee();
    await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'volunteer',
      hours: 3,
      date: '2026-03-09',
      description: 'Food bank',
      source: 'sms',
      createdAt: '2026-03-09T18:00:00Z',
    });
    expect((await notificationsOf(user)).list).toEqual([
      expect.objectContaining({
        kind: 'sms_activity',
        title: 'Activity logged by text message',
        message:
          '3 hours of Volunteer Work on March 9, 2026 were logged from your text message. March: 3 of 20 hours count.',
        link: '/activities',
      }),
    ]);
  });

  it('makes none for activities logged on the web', async () => {
    const user = await h.enrollee();
    await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'employment',
      hours: 2,
      date: '2026-03-09',
      description: 'Shift',
      source: 'web',
      createdAt: '2026-03-09T18:00:00Z',
    });
    expect((await notificationsOf(user)).list).toEqual([]);
  });
});

describe('reading notifications', () => {
  let owner: TestUser;
  let ids: string[];

  beforeAll(async () => {
    owner = await h.enrollee();
    for (const to of ['under_review', 'approved', 'expired'] as const) {
      await h.deliver(exemptionStatusChangedV1, statusChange(owner, { to }));
    }
    ids = (await notificationsOf(owner)).list.map((item) => item.id);
  });

  it('lists newest first, with a limit and unread only', async () => {
    const { list } = await notificationsOf(owner);
    expect(list.map((item) => item.title)).toEqual([
      'Your Student exemption request: Expired',
      'Your Student exemption request: Approved',
      'Your Student exemption request: Under Review',
    ]);
    expect((await notificationsOf(owner, '?limit=1')).list).toHaveLength(1);
    await request(h.app).get('/api/notifications?limit=0').set('Cookie', owner.cookie).expect(400);
  });

  it('marks one read, for its owner only; anyone else gets 404', async () => {
    const [first, second] = ids as [string, string];
    const stranger = await h.enrollee();
    const admin = await h.admin();
    for (const other of [stranger, admin]) {
      await request(h.app)
        .patch(`/api/notifications/${first}/read`)
        .set('Cookie', other.cookie)
        .expect(404, { message: 'Notification not found', code: 'NOTIFICATION_NOT_FOUND' });
    }
    await request(h.app).patch('/api/notifications/not-an-id/read').set('Cookie', owner.cookie).expect(404);
    await request(h.app)
      .patch(`/api/notifications/${randomUUID()}/read`)
      .set('Cookie', owner.cookie)
      .expect(404);

    const response = await request(h.app)
      .patch(`/api/notifications/${first}/read`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(response.body).toMatchObject({ id: first, isRead: true, readAt: expect.any(String) });
    const again = await request(h.app)
      .patch(`/api/notifications/${first}/read`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(again.body.readAt).toBe(response.body.readAt);

    const { list, unread } = await notificationsOf(owner);
    expect(unread).toBe(2);
    expect(list.find((item) => item.id === second)?.isRead).toBe(false);
    expect((await notificationsOf(owner, '?unreadOnly=true')).list.map((item) => item.id)).not.toContain(
      first,
    );
  });

  it('marks all read, for the caller only', async () => {
    const other = await h.enrollee();
    await h.deliver(exemptionStatusChangedV1, statusChange(other));
    const response = await request(h.app)
      .patch('/api/notifications/read-all')
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(response.body).toEqual({ updated: 2 });
    expect((await notificationsOf(owner)).unread).toBe(0);
    expect((await notificationsOf(other)).unread).toBe(1);
    await request(h.app)
      .patch('/api/notifications/read-all')
      .set('Cookie', owner.cookie)
      .expect(200, { updated: 0 });
  });

  it.each([
    ['get', '/api/notifications'],
    ['patch', '/api/notifications/read-all'],
    ['patch', `/api/notifications/${randomUUID()}/read`],
  ] as const)('answers %s %s with 401 to anonymous callers', async (method, path) => {
    const unauthenticated = { message: 'Not authenticated', code: 'NOT_AUTHENTICATED' };
    const call = request(h.app)[method](path);
    await call.expect(401, unauthenticated);
  });
});
