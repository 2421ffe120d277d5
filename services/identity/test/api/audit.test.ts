import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendReportedAudit, type ReportedAudit } from '../../src/store/audit-log.js';
import { createHarness, type Harness, SUPPORT_REASON } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const PATH = '/api/admin/audit';

/** An action another service reported, as the consumer stores it. */
async function reported(entry: Partial<ReportedAudit> & Pick<ReportedAudit, 'actorId' | 'occurredAt'>) {
  const full: ReportedAudit = {
    eventId: randomUUID(),
    producer: 'activity',
    subjectId: null,
    action: 'activities.viewed',
    resourceId: null,
    ip: '203.0.113.9',
    userAgent: 'Test Browser/1.0',
    ...entry,
  };
  await appendReportedAudit(h.db.knex, full);
  return full.eventId;
}

async function adminAgent() {
  const admin = await h.createUser({ isAdmin: true });
  return { admin, ...(await h.loginAs(admin)) };
}

/** The `Link: <...>; rel="next"` path of an answer, if any. */
function nextOf(res: request.Response): string | undefined {
  return /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
}

describe('who may read the audit trail', () => {
  it('needs a session (401) of an administrator (403)', async () => {
    expect((await request(h.app).get(PATH)).status).toBe(401);
    const enrollee = await h.createUser();
    const { agent } = await h.loginAs(enrollee);
    const refused = await agent.get(`${PATH}?limit=nonsense`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required');
  });

  it('refuses an administrator who is impersonating an enrollee', async () => {
    const { agent } = await adminAgent();
    const enrollee = await h.createUser();
    expect(
      (await agent.post(`/api/admin/impersonate/${enrollee.id}`).send({ reason: SUPPORT_REASON })).status,
    ).toBe(200);
    expect((await agent.get(PATH)).status).toBe(403);
  });

  it('is not itself audited', async () => {
    const { admin, agent } = await adminAgent();
    await agent.get(PATH);
    await agent.get(`${PATH}?actor=${admin.id}`);
    expect(await h.db.knex('audit_log').where('actor_id', admin.id)).toEqual([]);
  });
});

describe('filters', () => {
  let ids: Record<'r1' | 'r2' | 'r3' | 'r4', string>;
  let a: Awaited<ReturnType<typeof h.createUser>>;
  let b: Awaited<ReturnType<typeof h.createUser>>;
  let x: Awaited<ReturnType<typeof h.createUser>>;
  let y: Awaited<ReturnType<typeof h.createUser>>;
  const resourceId = randomUUID();

  beforeAll(async () => {
    a = await h.createUser({ isAdmin: true });
    b = await h.createUser({ isAdmin: true });
    x = await h.createUser();
    y = await h.createUser();
    ids = {
      r1: await reported({ actorId: a.id, subjectId: x.id, occurredAt: '2001-01-10T10:00:00.000Z' }),
      r2: await reported({
        actorId: a.id,
        subjectId: y.id,
        action: 'exemption-attachment.downloaded',
        producer: 'exemption',
        resourceId,
        occurredAt: '2001-01-11T10:00:00.000Z',
      }),
      r3: await reported({ actorId: b.id, subjectId: x.id, occurredAt: '2001-01-12T10:00:00.000Z' }),
      r4: await reported({
        actorId: b.id,
        subjectId: null,
        action: 'exemptions.viewed',
        occurredAt: '2001-01-13T10:00:00.000Z',
      }),
    };
  });

  async function idsFor(query: string): Promise<string[]> {
    const { agent } = await adminAgent();
    const res = await agent.get(`${PATH}?${query}`);
    expect(res.status).toBe(200);
    return res.body.map((entry: { id: string }) => entry.id);
  }

  it('answers each entry with the people’s user names, newest first', async () => {
    const { agent } = await adminAgent();
    const res = await agent.get(`${PATH}?actor=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([
      {
        id: ids.r2,
        occurredAt: '2001-01-11T10:00:00.000Z',
        action: 'exemption-attachment.downloaded',
        actorId: a.id,
        actorUsername: a.username,
        subjectId: y.id,
        subjectUsername: y.username,
        resourceId,
        reason: null,
        changes: [],
        ip: '203.0.113.9',
        userAgent: 'Test Browser/1.0',
      },
      expect.objectContaining({ id: ids.r1, subjectUsername: x.username }),
    ]);
  });

  it('finds the actor by user name in any letter case, or by id', async () => {
    expect(await idsFor(`actor=${a.username.toUpperCase()}`)).toEqual([ids.r2, ids.r1]);
    expect(await idsFor(`actor=${encodeURIComponent(` ${b.username} `)}`)).toEqual([ids.r4, ids.r3]);
  });

  it('finds the subject by user name or id', async () => {
    expect(await idsFor(`subject=${x.username}`)).toEqual([ids.r3, ids.r1]);
    expect(await idsFor(`subject=${y.id.toUpperCase()}`)).toEqual([ids.r2]);
  });

  it('filters by action, combined with the others', async () => {
    expect(await idsFor(`subject=${x.id}&action=activities.viewed&actor=${b.username}`)).toEqual([ids.r3]);
    expect(await idsFor(`actor=${b.id}&action=exemptions.viewed`)).toEqual([ids.r4]);
  });

  it('filters by a date range, the end date included', async () => {
    expect(await idsFor('from=2001-01-11&to=2001-01-12')).toEqual([ids.r3, ids.r2]);
    expect(await idsFor('from=2001-01-11T10:00:00Z&to=2001-01-11T10:00:00.001Z')).toEqual([ids.r2]);
    expect(await idsFor(`to=2001-01-10&actor=${a.id}`)).toEqual([ids.r1]);
  });

  it('finds nothing for a user name nobody has', async () => {
    expect(await idsFor('actor=nobody_by_this_name')).toEqual([]);
    expect(await idsFor(`subject=${randomUUID()}`)).toEqual([]);
  });

  it('answers 400 with the field for a bad filter', async () => {
    const { agent } = await adminAgent();
    const bad = await agent.get(`${PATH}?from=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Please enter a valid date',
      fieldErrors: { from: 'Please enter a valid date' },
    });
    const backwards = await agent.get(`${PATH}?from=2001-02-01&to=2001-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ to: 'The end date must not be before the start date' });
    expect((await agent.get(`${PATH}?action=Not%20An%20Action`)).status).toBe(400);
    expect((await agent.get(`${PATH}?limit=500`)).status).toBe(400);
  });
});

describe('paging', () => {
  it('walks the trail page by page with the filters kept, never skipping or repeating a row', async () => {
    const actor = await h.createUser({ isAdmin: true });
    const expected: string[] = [];
    // Two rows a microsecond apart: the cursor must tell them apart.
    for (const at of [
      '2001-02-01T00:00:00.000001Z',
      '2001-02-01T00:00:00.000002Z',
      '2001-02-02T00:00:00.000Z',
      '2001-02-03T00:00:00.000Z',
      '2001-02-04T00:00:00.000Z',
    ]) {
      expected.unshift(await reported({ actorId: actor.id, occurredAt: at }));
    }
    const { agent } = await adminAgent();
    const seen: string[] = [];
    let path: string | undefined = `${PATH}?actor=${actor.username}&limit=2`;
    let pages = 0;
    while (path) {
      const res = await agent.get(path);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((entry: { id: string }) => entry.id));
      path = nextOf(res);
      if (path) expect(path).toContain(`actor=${actor.username}`);
      pages += 1;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);
  });

  it('has no next page when the last one is exactly full', async () => {
    const actor = await h.createUser({ isAdmin: true });
    await reported({ actorId: actor.id, occurredAt: '2001-03-01T00:00:00.000Z' });
    await reported({ actorId: actor.id, occurredAt: '2001-03-02T00:00:00.000Z' });
    const { agent } = await adminAgent();
    const res = await agent.get(`${PATH}?actor=${actor.id}&limit=2`);
    expect(res.body).toHaveLength(2);
    expect(nextOf(res)).toBeUndefined();
  });

  it('answers 400 for a cursor it did not make', async () => {
    const { agent } = await adminAgent();
    for (const before of ['nonsense', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const res = await agent.get(`${PATH}?before=${before}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Invalid page cursor',
        code: 'INVALID_CURSOR',
        fieldErrors: { before: 'Invalid page cursor' },
      });
    }
  });
});

describe('what the identity service audits itself', () => {
  it('shows an administrator’s read of a profile and an impersonation, with where they came from', async () => {
    const { admin, agent } = await adminAgent();
    const enrollee = await h.createUser();
    await agent.get(`/api/admin/user/${enrollee.id}`).set('User-Agent', 'Reviewer Browser/2.0');
    await agent.post(`/api/admin/impersonate/${enrollee.id}`).send({ reason: SUPPORT_REASON });
    await agent.post('/api/admin/stop-impersonating');
    const res = await agent.get(`${PATH}?subject=${enrollee.username}`);
    expect(res.body.map((entry: { action: string }) => entry.action)).toEqual([
      'impersonation.stopped',
      'impersonation.started',
      'profile.viewed',
    ]);
    for (const entry of res.body) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorUsername: admin.username,
        subjectUsername: enrollee.username,
        resourceId: null,
      });
      expect(entry.ip).toEqual(expect.any(String));
    }
    expect(res.body[2].userAgent).toBe('Reviewer Browser/2.0');
    expect(res.body[1].reason).toBe(SUPPORT_REASON);
  });

  it('keeps the names of the fields another service reported changed', async () => {
    const actor = await h.createUser({ isAdmin: true });
    const id = await reported({
      actorId: actor.id,
      occurredAt: '2001-05-01T00:00:00.000Z',
      changes: ['hours', 'description'],
    });
    const { agent } = await adminAgent();
    const res = await agent.get(`${PATH}?actor=${actor.id}`);
    expect(res.body).toEqual([
      expect.objectContaining({ id, changes: ['hours', 'description'], reason: null }),
    ]);
  });
});

describe('the trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE even in plain SQL', async () => {
    const actor = await h.createUser({ isAdmin: true });
    const id = await reported({ actorId: actor.id, occurredAt: '2001-04-01T00:00:00.000Z' });
    await expect(
      h.db.knex.raw(`update audit_log set action = 'hidden.away' where id = ?`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(h.db.knex.raw('delete from audit_log where id = ?', [id])).rejects.toThrow(/append-only/);
    await expect(h.db.knex.raw('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await h.db.knex('audit_log').where('id', id).first()).toMatchObject({
      action: 'activities.viewed',
    });
  });

  it('keeps the rows of a deleted account, which then shows as its id', async () => {
    const { admin, agent } = await adminAgent();
    const enrollee = await h.createUser();
    await reported({ actorId: admin.id, subjectId: enrollee.id, occurredAt: '2001-05-01T00:00:00.000Z' });
    await agent.get(`/api/admin/user/${enrollee.id}`);
    expect((await agent.delete(`/api/admin/delete-user/${enrollee.id}`)).status).toBe(200);
    const res = await agent.get(`${PATH}?subject=${enrollee.id}`);
    expect(res.body.map((entry: { action: string }) => entry.action)).toEqual([
      'user.deleted',
      'profile.viewed',
      'activities.viewed',
    ]);
    for (const entry of res.body)
      expect(entry).toMatchObject({ subjectId: enrollee.id, subjectUsername: null });
    // The user name no longer finds them: the account is gone.
    expect((await agent.get(`${PATH}?subject=${enrollee.username}`)).body).toEqual([]);
  });

  it('keeps the rows of an account its owner deleted', async () => {
    const { agent: adminSession } = await adminAgent();
    const enrollee = await h.createUser();
    const { agent } = await h.loginAs(enrollee);
    expect((await agent.delete('/api/account')).status).toBe(200);
    const res = await adminSession.get(`${PATH}?actor=${enrollee.id}`);
    expect(res.body).toEqual([
      expect.objectContaining({
        action: 'account.deleted',
        actorId: enrollee.id,
        actorUsername: null,
        subjectId: enrollee.id,
        subjectUsername: null,
      }),
    ]);
  });
});
