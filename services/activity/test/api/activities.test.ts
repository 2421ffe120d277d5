import { randomUUID } from 'node:crypto';
import { activity as activitySchema } from '@tracker/contracts/http/activities';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { call, createActivity, FORM, postActivity } from './requests.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('POST /api/activities', () => {
  it('logs an activity from a multipart form and answers it with its id', async () => {
    const user = await h.enrollee();
    const nudges = h.nudges();
    const res = await postActivity(h, user, { ...FORM, description: '  Applied at the library  ' });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(activitySchema.parse(res.body)).toEqual({
      id: expect.any(String),
      userId: user.id,
      type: 'job_search',
      description: 'Applied at the library',
      hours: 2.5,
      date: '2026-03-14',
      source: 'web',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      attachments: [],
    });
    expect(h.nudges()).toBe(nudges + 1);
  });

  it('takes JSON too', async () => {
    const user = await h.enrollee();
    const res = await call(h, user, 'post', '/api/activities').send({ ...FORM, hours: 3 });
    expect(res.status).toBe(201);
    expect(res.body.hours).toBe(3);
  });

  it('sets the owner and the source itself, whatever the client sends', async () => {
    const user = await h.enrollee();
    const other = randomUUID();
    const res = await postActivity(h, user, { ...FORM, userId: other, source: 'sms', id: randomUUID() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, source: 'web' });
  });

  it('marks what an administrator logs while impersonating as entered by an administrator', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const res = await postActivity(h, await h.impersonation(user.id, admin.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, source: 'admin' });
  });

  it('records activity.logged with the new values and the source', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user, { ...FORM, type: 'volunteer', hours: '4' });
    const [event] = (await h.events('activity.logged')).filter((e) => e.data.activityId === created.id);
    expect(event).toMatchObject({
      type: 'activity.logged',
      version: 1,
      producer: 'activity',
      subjectId: user.id,
      data: {
        activityId: created.id,
        userId: user.id,
        type: 'volunteer',
        hours: 4,
        date: '2026-03-14',
        description: 'Applied at the library',
        source: 'web',
        createdAt: created.createdAt,
      },
    });
  });

  it('carries the request correlation id into the event', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user).set('x-correlation-id', 'corr-123');
    const [event] = (await h.events('activity.logged')).filter((e) => e.data.activityId === res.body.id);
    expect(event?.correlationId).toBe('corr-123');
  });

  it.each([
    [{ description: '' }, 'description', 'Describe the activity'],
    [{ hours: '0' }, 'hours', 'Please enter a valid number of hours'],
    [{ hours: '0.25' }, 'hours', 'Hours must be at least 0.5'],
    [{ hours: '501' }, 'hours', 'Hours cannot be more than 500'],
    [{ hours: '1.3' }, 'hours', 'Hours must be in steps of 0.5'],
    [{ hours: 'lots' }, 'hours', 'Please enter a valid number of hours'],
    [{ date: 'yesterday' }, 'date', 'Please enter a valid date'],
    [{ date: '' }, 'date', 'Enter the date of the activity'],
    [{ type: 'gardening' }, 'type', 'Please select an activity type'],
    [{ description: 'x'.repeat(1001) }, 'description', 'Description must be 1000 characters or less'],
  ])('refuses %j with "%s: %s" and records nothing', async (change, field, message) => {
    const user = await h.enrollee();
    const before = (await h.events()).length;
    const res = await postActivity(h, user, { ...FORM, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect((await call(h, user, 'get', '/api/activities')).body).toEqual([]);
    expect(await h.events()).toHaveLength(before);
  });

  it('answers 401 without a session and reads nothing', async () => {
    const res = await postActivity(h, undefined);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
  });

  it('ignores a forged or revoked session', async () => {
    const user = await h.enrollee();
    const forged = await request(h.app)
      .get('/api/activities')
      .set('Cookie', `${user.cookie.slice(0, -3)}abc`);
    expect(forged.status).toBe(401);
    const sid = JSON.parse(Buffer.from(user.cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString())
      .sid as string;
    await h.sessions.revoke(sid);
    expect((await call(h, user, 'get', '/api/activities')).status).toBe(401);
  });
});

describe('GET /api/activities', () => {
  it('lists the caller’s own activities, newest date first, then newest logged first', async () => {
    const user = await h.enrollee();
    const other = await h.enrollee();
    const early = await createActivity(h, user, { ...FORM, date: '2026-03-01' });
    const lateA = await createActivity(h, user, { ...FORM, date: '2026-03-20' });
    const lateB = await createActivity(h, user, { ...FORM, date: '2026-03-20' });
    await createActivity(h, other);
    const res = await call(h, user, 'get', '/api/activities');
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([lateB.id, lateA.id, early.id]);
  });

  it('gives an administrator their own activities only', async () => {
    const admin = await h.admin();
    await createActivity(h, await h.enrollee());
    const own = await createActivity(h, admin);
    const res = await call(h, admin, 'get', '/api/activities');
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([own.id]);
  });
});

describe('GET /api/activities/:id', () => {
  it('answers the activity with its attachments', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'get', `/api/activities/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const user = await h.enrollee();
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await call(h, user, 'get', `/api/activities/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Activity not found');
    }
  });
});

describe('PATCH /api/activities/:id', () => {
  const edit = { type: 'training', description: 'Forklift course', hours: 6, date: '2026-03-10' };

  it('edits with JSON, answers the updated activity and records the values before the edit', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`).send(edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...edit,
      id: created.id,
      userId: user.id,
      source: 'web',
      attachments: [],
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt as string));
    const [event] = (await h.events('activity.updated')).filter((e) => e.data.activityId === created.id);
    expect(event).toMatchObject({
      subjectId: user.id,
      data: {
        activityId: created.id,
        userId: user.id,
        ...edit,
        updatedAt: res.body.updatedAt,
        previous: { type: 'job_search', hours: 2.5, date: '2026-03-14' },
      },
    });
    expect((await call(h, user, 'get', `/api/activities/${created.id}`)).body).toEqual(res.body);
  });

  it('edits with the edit screen’s multipart form', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`)
      .field('type', 'employment')
      .field('description', 'Shift')
      .field('hours', '8')
      .field('date', '2026-03-11');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'employment',
      description: 'Shift',
      hours: 8,
      date: '2026-03-11',
    });
  });

  it.each([
    [{}, 'type', 'Please fill in all required fields'],
    [{ ...edit, description: '' }, 'description', 'Please fill in all required fields'],
    [{ ...edit, hours: '' }, 'hours', 'Please fill in all required fields'],
    [{ ...edit, date: '' }, 'date', 'Please fill in all required fields'],
    [{ ...edit, type: '' }, 'type', 'Please fill in all required fields'],
    [{ ...edit, hours: 0 }, 'hours', 'Please enter a valid number of hours'],
    [{ ...edit, hours: -3 }, 'hours', 'Please enter a valid number of hours'],
    [{ ...edit, hours: 'many' }, 'hours', 'Please enter a valid number of hours'],
    [{ ...edit, hours: 600 }, 'hours', 'Hours cannot be more than 500'],
    [{ ...edit, hours: 0.2 }, 'hours', 'Hours must be at least 0.5'],
    [{ ...edit, hours: 2.25 }, 'hours', 'Hours must be in steps of 0.5'],
    [{ ...edit, date: '2026-02-30' }, 'date', 'Please enter a valid date'],
  ])('refuses %j with "%s: %s" and changes nothing', async (body, field, message) => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    const before = (await h.events()).length;
    const res = await call(h, user, 'patch', `/api/activities/${created.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect((await call(h, user, 'get', `/api/activities/${created.id}`)).body).toEqual(created);
    expect(await h.events()).toHaveLength(before);
  });

  it('answers 404 for an unknown activity and records nothing', async () => {
    const user = await h.enrollee();
    const before = (await h.events()).length;
    const res = await call(h, user, 'patch', `/api/activities/${randomUUID()}`).send(edit);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Activity not found');
    expect(await h.events()).toHaveLength(before);
  });
});

describe('DELETE /api/activities/:id', () => {
  it('answers 204, removes the activity and records activity.deleted', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user, { ...FORM, type: 'employment', hours: '7.5' });
    const res = await call(h, user, 'delete', `/api/activities/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await call(h, user, 'get', `/api/activities/${created.id}`)).status).toBe(404);
    const [event] = (await h.events('activity.deleted')).filter((e) => e.data.activityId === created.id);
    expect(event).toMatchObject({
      subjectId: user.id,
      data: { activityId: created.id, userId: user.id, hours: 7.5, date: '2026-03-14', type: 'employment' },
    });
  });

  it('answers 404 the second time and records nothing more', async () => {
    const user = await h.enrollee();
    const created = await createActivity(h, user);
    await call(h, user, 'delete', `/api/activities/${created.id}`);
    const before = (await h.events()).length;
    const again = await call(h, user, 'delete', `/api/activities/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Activity not found');
    expect(await h.events()).toHaveLength(before);
  });
});

describe('unknown routes', () => {
  it('answer JSON 404', async () => {
    const user = await h.enrollee();
    const res = await call(h, user, 'get', '/api/activities/a/b/c');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
