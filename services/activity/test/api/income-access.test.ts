import { randomUUID } from 'node:crypto';
import { pdfSample, pngSample } from '@tracker/kit/testing/files';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { INCOME_NOW, PAY, reportIncome } from './income-requests.js';
import { call } from './requests.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ startAt: INCOME_NOW });
});
afterAll(async () => {
  await h.close();
});

async function auditsBy(actorId: string) {
  return (await h.audits()).filter((record) => record.actorId === actorId);
}

const edit = { ...PAY, employer: 'Target', grossAmount: '700.00' };

interface Subject {
  owner: TestUser;
  incomeId: string;
  attachmentId: string;
}

async function subject(): Promise<Subject> {
  const owner = await h.enrollee();
  const record = await reportIncome(h, owner, PAY, { name: 'stub.pdf', bytes: pdfSample() });
  return { owner, incomeId: record.id, attachmentId: record.attachments[0]!.id };
}

/** Every call on someone's pay record, what an administrator's session gets, and what it audits. */
const calls: Array<{
  name: string;
  send: (caller: TestUser, s: Subject) => request.Test;
  ok: number;
  refused: [number, string];
  audit: string;
  resource: (s: Subject, res: request.Response) => string;
  changes?: string[];
}> = [
  {
    name: 'GET /api/income/:id',
    send: (caller, s) => call(h, caller, 'get', `/api/income/${s.incomeId}`),
    ok: 200,
    refused: [404, 'Pay record not found'],
    audit: 'income-record.viewed',
    resource: (s) => s.incomeId,
  },
  {
    name: 'PATCH /api/income/:id',
    send: (caller, s) => call(h, caller, 'patch', `/api/income/${s.incomeId}`).send(edit),
    ok: 200,
    refused: [404, 'Pay record not found'],
    audit: 'income-record.updated',
    resource: (s) => s.incomeId,
    changes: ['employer', 'grossAmountCents'],
  },
  {
    name: 'DELETE /api/income/:id',
    send: (caller, s) => call(h, caller, 'delete', `/api/income/${s.incomeId}`),
    ok: 204,
    refused: [404, 'Pay record not found'],
    audit: 'income-record.deleted',
    resource: (s) => s.incomeId,
    changes: [],
  },
  {
    name: 'GET /api/income/:id/attachments',
    send: (caller, s) => call(h, caller, 'get', `/api/income/${s.incomeId}/attachments`),
    ok: 200,
    refused: [404, 'Pay record not found'],
    audit: 'income-attachments.viewed',
    resource: (s) => s.incomeId,
  },
  {
    name: 'POST /api/income/:id/attachments',
    send: (caller, s) =>
      call(h, caller, 'post', `/api/income/${s.incomeId}/attachments`).attach('files', pngSample(), 'b.png'),
    ok: 201,
    refused: [404, 'Pay record not found'],
    audit: 'income-attachment.uploaded',
    resource: (_s, res) => res.body.attachments[0].id as string,
    changes: ['file'],
  },
  {
    name: 'DELETE /api/income/:id/attachments/:attachmentId',
    send: (caller, s) => call(h, caller, 'delete', `/api/income/${s.incomeId}/attachments/${s.attachmentId}`),
    ok: 204,
    refused: [404, 'Pay record not found'],
    audit: 'income-attachment.deleted',
    resource: (s) => s.attachmentId,
    changes: [],
  },
  {
    name: 'GET /api/income/attachments/:id/download',
    send: (caller, s) => call(h, caller, 'get', `/api/income/attachments/${s.attachmentId}/download`),
    ok: 200,
    refused: [404, 'Attachment not found'],
    audit: 'income-attachment.link-issued',
    resource: (s) => s.attachmentId,
  },
];

describe.each(calls)('$name', ({ send, ok, refused, audit, resource, changes }) => {
  it('is refused to another enrollee as if the record did not exist, and changes nothing', async () => {
    const s = await subject();
    const before = (await h.events()).length;
    const res = await send(await h.enrollee(), s);
    expect(res.status).toBe(refused[0]);
    expect(res.body.message).toBe(refused[1]);
    expect(await h.events()).toHaveLength(before);
    expect((await call(h, s.owner, 'get', `/api/income/${s.incomeId}`)).body.attachments).toHaveLength(1);
  });

  it('is refused without a session', async () => {
    const s = await subject();
    const res = await send({ id: s.owner.id, cookie: '' }, s);
    expect(res.status).toBe(401);
  });

  it('is allowed to the owner, unaudited', async () => {
    const s = await subject();
    const before = (await h.audits()).length;
    expect((await send(s.owner, s)).status).toBe(ok);
    expect(await h.audits()).toHaveLength(before);
  });

  it('is allowed to an administrator, and audited under them with the owner as subject', async () => {
    const s = await subject();
    const admin = await h.admin();
    const res = await send(admin, s);
    expect(res.status).toBe(ok);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        subjectId: s.owner.id,
        action: audit,
        resourceId: resource(s, res),
        ...(changes ? { changes } : {}),
      }),
    ]);
  });

  it('is audited under the administrator who impersonates the owner', async () => {
    const s = await subject();
    const admin = await h.admin();
    const res = await send(await h.impersonation(s.owner.id, admin.id), s);
    expect(res.status).toBe(ok);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: s.owner.id, action: audit, resourceId: resource(s, res) }),
    ]);
  });
});

describe('reading a paystub’s content', () => {
  it('is audited for an administrator, and not for the owner', async () => {
    const s = await subject();
    const admin = await h.admin();
    const link = (await call(h, admin, 'get', `/api/income/attachments/${s.attachmentId}/download`)).body
      .downloadUrl as string;
    expect((await call(h, admin, 'get', link)).status).toBe(200);
    expect((await auditsBy(admin.id)).map((record) => record.action)).toEqual([
      'income-attachment.link-issued',
      'income-attachment.downloaded',
    ]);
    const before = (await h.audits()).length;
    const own = (await call(h, s.owner, 'get', `/api/income/attachments/${s.attachmentId}/download`)).body
      .downloadUrl as string;
    expect((await call(h, s.owner, 'get', own)).status).toBe(200);
    expect(await h.audits()).toHaveLength(before);
  });
});

describe('an administrator impersonating an enrollee', () => {
  it('is audited, as the administrator, for reading the list and reporting pay for them', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const session = await h.impersonation(user.id, admin.id);
    expect((await call(h, session, 'get', '/api/income')).status).toBe(200);
    const created = await reportIncome(h, session, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: user.id, action: 'income-records.viewed', resourceId: null }),
      expect.objectContaining({
        subjectId: user.id,
        action: 'income-record.reported',
        resourceId: created.id,
        changes: [
          'employer',
          'grossAmountCents',
          'payDate',
          'periodStart',
          'periodEnd',
          'hoursWorked',
          'file',
        ],
      }),
    ]);
  });

  it('leaves the enrollee’s own reading and reporting out of the trail', async () => {
    const user = await h.enrollee();
    const before = (await h.audits()).length;
    expect((await call(h, user, 'get', '/api/income')).status).toBe(200);
    await reportIncome(h, user);
    expect(await h.audits()).toHaveLength(before);
  });
});

describe('GET /api/admin/user/:id/income', () => {
  it('gives an administrator the user’s pay records, newest first, with attachments, and audits it', async () => {
    const user = await h.enrollee();
    const older = await reportIncome(h, user, {
      ...PAY,
      payDate: '2026-02-27',
      periodStart: '2026-02-16',
      periodEnd: '2026-02-22',
    });
    const newer = await reportIncome(h, user, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    await reportIncome(h, await h.enrollee());
    const admin = await h.admin();
    const nudges = h.nudges();
    const res = await call(h, admin, 'get', `/api/admin/user/${user.id}/income`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([newer, older]);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        subjectId: user.id,
        action: 'income-records.viewed',
        resourceId: null,
      }),
    ]);
    // The relay is woken, so the record reaches the trail without waiting for its next round.
    expect(h.nudges()).toBeGreaterThan(nudges);
  });

  it('answers an empty list for a known user without pay records', async () => {
    const user = await h.enrollee();
    const res = await call(h, await h.admin(), 'get', `/api/admin/user/${user.id}/income`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('knows a user from their pay records while their registration has not arrived', async () => {
    const user = await h.enrollee();
    await reportIncome(h, user);
    await h.db.knex('users').where('id', user.id).delete();
    const res = await call(h, await h.admin(), 'get', `/api/admin/user/${user.id}/income`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it('does not audit an administrator reading their own records', async () => {
    const admin = await h.admin();
    expect((await call(h, admin, 'get', `/api/admin/user/${admin.id}/income`)).status).toBe(200);
    expect(await auditsBy(admin.id)).toEqual([]);
  });

  it('answers 404 User Not Found for an unknown or malformed id', async () => {
    const admin = await h.admin();
    for (const id of [randomUUID(), 'someone']) {
      const res = await call(h, admin, 'get', `/api/admin/user/${id}/income`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User Not Found');
    }
  });

  it('needs a session (401) of an administrator (403), not an impersonation', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    expect((await request(h.app).get(`/api/admin/user/${user.id}/income`)).status).toBe(401);
    for (const caller of [user, await h.enrollee(), await h.impersonation(user.id, admin.id)]) {
      const res = await call(h, caller, 'get', `/api/admin/user/${user.id}/income`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Admin access required');
    }
  });
});
