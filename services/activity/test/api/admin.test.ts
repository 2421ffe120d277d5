import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { call, createActivity, FORM } from './requests.js';
import { pngSample } from '@tracker/kit/testing/files';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('GET /api/admin/user/:id/activities', () => {
  it('gives an administrator the user’s log, newest first, with attachments, and audits it', async () => {
    const user = await h.enrollee();
    const older = await createActivity(h, user, { ...FORM, date: '2026-03-01' });
    const newer = await createActivity(
      h,
      user,
      { ...FORM, date: '2026-03-10' },
      { name: 'a.png', bytes: pngSample() },
    );
    await createActivity(h, await h.enrollee());
    const admin = await h.admin();
    const res = await call(h, admin, 'get', `/api/admin/user/${user.id}/activities`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([newer, older]);
    expect((await h.audits()).filter((record) => record.actorId === admin.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        subjectId: user.id,
        action: 'activities.viewed',
        resourceId: null,
      }),
    ]);
    // The relay is woken, so the record reaches the trail without waiting for its next round.
    expect(h.nudges()).toBeGreaterThan(0);
  });

  it('answers an empty list for a known user without activities', async () => {
    const user = await h.enrollee();
    const res = await call(h, await h.admin(), 'get', `/api/admin/user/${user.id}/activities`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('does not audit an administrator reading their own log, which shows nothing of anyone else', async () => {
    const admin = await h.admin();
    expect((await call(h, admin, 'get', `/api/admin/user/${admin.id}/activities`)).status).toBe(200);
    expect((await h.audits()).filter((record) => record.actorId === admin.id)).toEqual([]);
  });

  it('knows a user from their activities while their registration has not arrived', async () => {
    const user = await h.enrollee();
    await createActivity(h, user);
    await h.db.knex('users').where('id', user.id).delete();
    const res = await call(h, await h.admin(), 'get', `/api/admin/user/${user.id}/activities`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it('answers 404 User Not Found for an unknown or malformed id', async () => {
    const admin = await h.admin();
    for (const id of [randomUUID(), 'someone']) {
      const res = await call(h, admin, 'get', `/api/admin/user/${id}/activities`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User Not Found');
    }
  });

  it('needs a session (401) of an administrator (403)', async () => {
    const user = await h.enrollee();
    expect((await request(h.app).get(`/api/admin/user/${user.id}/activities`)).status).toBe(401);
    for (const caller of [user, await h.enrollee()]) {
      const res = await call(h, caller, 'get', `/api/admin/user/${user.id}/activities`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Admin access required');
    }
  });

  it('refuses an impersonation session, even an administrator’s', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const res = await call(
      h,
      await h.impersonation(user.id, admin.id),
      'get',
      `/api/admin/user/${user.id}/activities`,
    );
    expect(res.status).toBe(403);
  });
});

describe('an administrator impersonating an enrollee', () => {
  it('is audited, as the administrator, for reading the enrollee’s list and logging for them', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const session = await h.impersonation(user.id, admin.id);
    expect((await call(h, session, 'get', '/api/activities?limit=5')).status).toBe(200);
    const created = await createActivity(h, session);
    expect((await h.audits()).filter((record) => record.actorId === admin.id)).toEqual([
      expect.objectContaining({ subjectId: user.id, action: 'activities.viewed', resourceId: null }),
      expect.objectContaining({ subjectId: user.id, action: 'activity.logged', resourceId: created.id }),
    ]);
  });

  it('records what they logged and which fields they changed, under the administrator', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const session = await h.impersonation(user.id, admin.id);
    const created = await createActivity(h, session, FORM, { name: 'proof.png', bytes: pngSample() });
    const res = await call(h, session, 'patch', `/api/activities/${created.id}`).send({
      ...FORM,
      hours: 4,
      description: 'Applied at two shops',
    });
    expect(res.status).toBe(200);
    const events = (await h.events('audit.recorded')).filter((event) => event.data.actorId === admin.id);
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        subjectId: user.id,
        action: 'activity.logged',
        resourceId: created.id,
        changes: ['type', 'description', 'hours', 'date', 'file'],
      }),
      expect.objectContaining({
        subjectId: user.id,
        action: 'activity.updated',
        resourceId: created.id,
        changes: ['description', 'hours'],
      }),
    ]);
    expect(events.map((event) => [event.producer, event.subjectId])).toEqual([
      ['activity', user.id],
      ['activity', user.id],
    ]);
  });

  it('leaves the enrollee’s own reading and logging out of the trail', async () => {
    const user = await h.enrollee();
    const before = (await h.audits()).length;
    expect((await call(h, user, 'get', '/api/activities')).status).toBe(200);
    await createActivity(h, user);
    expect(await h.audits()).toHaveLength(before);
  });
});
