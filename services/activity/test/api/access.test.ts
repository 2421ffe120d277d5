import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { createActivity, FORM } from './requests.js';
import { pdfSample, pngSample } from '@tracker/kit/testing/files';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

type Role = 'owner' | 'other enrollee' | 'administrator' | 'anonymous';

interface Subject {
  owner: TestUser;
  activityId: string;
  attachmentId: string;
  /** The owner's signed link to the attachment's content. */
  link: string;
}

interface RouteCase {
  name: string;
  send(
    req: (method: 'get' | 'post' | 'patch' | 'delete', path: string) => request.Test,
    s: Subject,
  ): request.Test;
  ok: number;
  /** What someone who may not see the activity gets, and the message. */
  refused: [number, string];
  /** The audit action when an administrator does it to someone else's activity. */
  audit?: string;
  /** For a change: the names of the fields it changed, as the audit lists them. */
  changes?: string[];
}

const edit = { type: 'training', description: 'Edited', hours: 2, date: '2026-03-02' };

const routes: RouteCase[] = [
  {
    name: 'GET /api/activities/:id',
    send: (req, s) => req('get', `/api/activities/${s.activityId}`),
    ok: 200,
    refused: [404, 'Activity not found'],
    audit: 'activity.viewed',
  },
  {
    name: 'PATCH /api/activities/:id (JSON)',
    send: (req, s) => req('patch', `/api/activities/${s.activityId}`).send(edit),
    ok: 200,
    refused: [404, 'Activity not found'],
    audit: 'activity.updated',
    changes: ['type', 'description', 'hours', 'date'],
  },
  {
    name: 'PATCH /api/activities/:id (file)',
    send: (req, s) => req('patch', `/api/activities/${s.activityId}`).attach('file', pngSample(), 'a.png'),
    ok: 200,
    refused: [404, 'Activity not found'],
    audit: 'activity-attachment.uploaded',
    changes: ['file'],
  },
  {
    name: 'DELETE /api/activities/:id',
    send: (req, s) => req('delete', `/api/activities/${s.activityId}`),
    ok: 204,
    refused: [404, 'Activity not found'],
    audit: 'activity.deleted',
    changes: [],
  },
  {
    name: 'GET /api/activities/:id/attachments',
    send: (req, s) => req('get', `/api/activities/${s.activityId}/attachments`),
    ok: 200,
    refused: [404, 'Activity not found'],
    audit: 'activity-attachments.viewed',
  },
  {
    name: 'POST /api/activities/:id/attachments',
    send: (req, s) =>
      req('post', `/api/activities/${s.activityId}/attachments`).attach('files', pngSample(), 'b.png'),
    ok: 201,
    refused: [404, 'Activity not found'],
    audit: 'activity-attachment.uploaded',
    changes: ['file'],
  },
  {
    name: 'DELETE /api/activities/:id/attachments/:attachmentId',
    send: (req, s) => req('delete', `/api/activities/${s.activityId}/attachments/${s.attachmentId}`),
    ok: 204,
    refused: [404, 'Activity not found'],
    audit: 'activity-attachment.deleted',
    changes: [],
  },
  {
    name: 'DELETE /api/activities/:id/remove-attachment',
    send: (req, s) =>
      req('delete', `/api/activities/${s.activityId}/remove-attachment`).send({
        attachmentId: s.attachmentId,
      }),
    ok: 204,
    refused: [404, 'Activity not found'],
    audit: 'activity-attachment.deleted',
    changes: [],
  },
  {
    name: 'GET /api/attachments/:id/download',
    send: (req, s) => req('get', `/api/attachments/${s.attachmentId}/download`),
    ok: 200,
    refused: [404, 'Attachment not found'],
    audit: 'activity-attachment.link-issued',
  },
  {
    name: 'GET /api/attachments/:id/content (with the owner’s valid link)',
    send: (req, s) => req('get', s.link),
    ok: 200,
    refused: [404, 'Attachment not found'],
    audit: 'activity-attachment.downloaded',
  },
];

async function subject(): Promise<Subject> {
  return subjectOf(await h.enrollee());
}

/** An activity of `owner` with one attachment, and the owner's link to it. */
async function subjectOf(owner: TestUser): Promise<Subject> {
  const created = await createActivity(h, owner, FORM, { name: 'proof.pdf', bytes: pdfSample() });
  const attachmentId = created.attachments[0]!.id;
  const link = await request(h.app)
    .get(`/api/attachments/${attachmentId}/download`)
    .set('Cookie', owner.cookie);
  return { owner, activityId: created.id, attachmentId, link: link.body.downloadUrl };
}

async function callerFor(role: Role, s: Subject): Promise<TestUser | undefined> {
  if (role === 'owner') return s.owner;
  if (role === 'other enrollee') return h.enrollee();
  if (role === 'administrator') return h.admin();
  return undefined;
}

function requester(user: TestUser | undefined) {
  return (method: 'get' | 'post' | 'patch' | 'delete', path: string) => {
    const req = request(h.app)[method](path);
    if (user) req.set('Cookie', user.cookie);
    return req;
  };
}

async function snapshot(s: Subject) {
  return request(h.app).get(`/api/activities/${s.activityId}`).set('Cookie', s.owner.cookie);
}

describe.each(routes)('$name', (route) => {
  it('works for the owner, without an audit record', async () => {
    const s = await subject();
    const audits = (await h.audits()).length;
    const res = await route.send(requester(s.owner), s);
    expect(res.status).toBe(route.ok);
    expect(await h.audits()).toHaveLength(audits);
  });

  it('answers 404 to another enrollee and changes nothing', async () => {
    const s = await subject();
    const before = await snapshot(s);
    const events = (await h.events()).length;
    const keys = await h.storedKeys();
    const res = await route.send(requester(await callerFor('other enrollee', s)), s);
    expect(res.status).toBe(route.refused[0]);
    expect(res.body.message).toBe(route.refused[1]);
    expect((await snapshot(s)).body).toEqual(before.body);
    expect(await h.events()).toHaveLength(events);
    expect(await h.storedKeys()).toEqual(keys);
  });

  it('works for an administrator, and the access is audited', async () => {
    const s = await subject();
    const admin = (await callerFor('administrator', s))!;
    const res = await route
      .send(requester(admin), s)
      .set('User-Agent', 'Reviewer Browser/1.0')
      .set('X-Forwarded-For', '203.0.113.5');
    expect(res.status).toBe(route.ok);
    const audit = (await h.audits()).filter((record) => record.actorId === admin.id);
    expect(audit).toEqual([
      {
        actorId: admin.id,
        subjectId: s.owner.id,
        action: route.audit,
        resourceId: expect.any(String),
        ...(route.changes === undefined ? {} : { changes: route.changes }),
        ip: '203.0.113.5',
        userAgent: 'Reviewer Browser/1.0',
        occurredAt: expect.any(String),
      },
    ]);
    expect([
      s.activityId,
      s.attachmentId,
      ...(res.body.attachments ?? []).map((a: { id: string }) => a.id),
    ]).toContain(audit[0]!.resourceId);
  });

  it('is audited under the administrator when they impersonate the owner', async () => {
    const s = await subject();
    const admin = await h.admin();
    const res = await route.send(requester(await h.impersonation(s.owner.id, admin.id)), s);
    expect(res.status).toBe(route.ok);
    const [audit, ...more] = (await h.audits()).filter((record) => record.actorId === admin.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorId: admin.id, subjectId: s.owner.id, action: route.audit });
    // A change names the fields it changed; a read names none.
    expect(audit?.changes).toEqual(route.changes);
  });

  it('is audited when an administrator changes their own activity, not when they read it', async () => {
    const admin = await h.admin();
    const s = await subjectOf(admin);
    const before = (await h.audits()).length;
    const res = await route.send(requester(admin), s);
    expect(res.status).toBe(route.ok);
    expect((await h.audits()).slice(before)).toEqual(
      route.changes === undefined
        ? []
        : [expect.objectContaining({ actorId: admin.id, subjectId: admin.id, action: route.audit })],
    );
  });

  it('answers 401 without a session and changes nothing', async () => {
    const s = await subject();
    const before = await snapshot(s);
    const res = await route.send(requester(undefined), s);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
    expect((await snapshot(s)).body).toEqual(before.body);
  });
});

describe('the caller-scoped routes', () => {
  it('GET /api/activities and POST /api/activities answer 401 without a session', async () => {
    expect((await request(h.app).get('/api/activities')).status).toBe(401);
    expect((await request(h.app).post('/api/activities').send(FORM)).status).toBe(401);
  });

  it('never show one enrollee’s activities to another', async () => {
    const s = await subject();
    const other = await h.enrollee();
    const res = await requester(other)('get', '/api/activities');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await requester(s.owner)('get', '/api/activities')).body).toHaveLength(1);
  });
});

describe('attachment uploads by an administrator', () => {
  it('name the administrator as the uploader and keep the file under the owner', async () => {
    const s = await subject();
    const admin = await h.admin();
    const res = await requester(admin)('post', `/api/activities/${s.activityId}/attachments`).attach(
      'files',
      pngSample(),
      'checked.png',
    );
    expect(res.status).toBe(201);
    const [attachment] = res.body.attachments;
    expect(attachment.uploadedBy).toBe(admin.id);
    expect(await h.storedKeys()).toContain(`activities/${s.owner.id}/${s.activityId}/${attachment.id}.png`);
  });
});
