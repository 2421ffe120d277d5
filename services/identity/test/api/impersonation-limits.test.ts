import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/store/users.js';
import { createHarness, GOOD_PASSWORD, type Harness, SUPPORT_REASON } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** An administrator's browser, impersonating a new enrollee. */
async function impersonatingSession(enrolleeOverrides = {}) {
  const admin = await h.createUser({ isAdmin: true });
  const enrollee = await h.createUser(enrolleeOverrides);
  const { agent } = await h.loginAs(admin);
  const started = await agent.post(`/api/admin/impersonate/${enrollee.id}`).send({ reason: SUPPORT_REASON });
  expect(started.status).toBe(200);
  return { admin, enrollee, agent };
}

describe('starting an impersonation', () => {
  it.each([{}, { reason: '' }, { reason: 'why' }, { reason: 'x'.repeat(501) }])(
    'asks for a reason: %j is refused',
    async (body) => {
      const admin = await h.createUser({ isAdmin: true });
      const enrollee = await h.createUser();
      const { agent } = await h.loginAs(admin);
      const res = await agent.post(`/api/admin/impersonate/${enrollee.id}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.reason).toEqual(expect.any(String));
      expect((await agent.get('/api/user')).body.id).toBe(admin.id);
    },
  );

  it('keeps the reason in the audit row', async () => {
    const { admin, enrollee } = await impersonatingSession();
    const rows = await h.db
      .knex('audit_log')
      .where({ subject_id: enrollee.id, action: 'impersonation.started' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.id, detail: { reason: SUPPORT_REASON } });
  });
});

describe('while impersonating', () => {
  it.each([
    ['e-mail', { email: 'taken-over@example.org' }],
    ['username', { username: 'taken_over_name' }],
    ['phone', { cellNumber: '555-000-1234' }],
    ['phone, cleared', { cellNumber: '' }],
  ])('refuses a change of the %s, changing nothing', async (_what, body) => {
    const { enrollee, agent } = await impersonatingSession();
    const eventsBefore = (await h.events()).length;
    const res = await agent.patch('/api/profile').send({ ...body, city: 'Elsewhere' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'NOT_WHILE_IMPERSONATING',
      message: expect.stringMatching(/impersonating/),
    });
    const stored = (await findUserById(h.db.knex, enrollee.id))!.user;
    expect(stored).toMatchObject({
      email: enrollee.email,
      pendingEmail: null,
      username: enrollee.username,
      cellNumber: enrollee.cellNumber,
      city: enrollee.city,
    });
    expect((await h.events()).length).toBe(eventsBefore);
  });

  it('refuses the Medicaid account, the password, the phone confirmation and deleting the account', async () => {
    const { enrollee, agent } = await impersonatingSession();
    const calls = [
      agent.patch('/api/user/medicaid-account').send({ medicaidId: 'CA-TAKEN-OVER' }),
      agent.patch('/api/change-password').send({
        currentPassword: GOOD_PASSWORD,
        newPassword: 'Taken-Over-Pass-9',
        confirmPassword: 'Taken-Over-Pass-9',
      }),
      agent.post('/api/user/phone/verify-start'),
      agent.post('/api/user/phone/verify').send({ code: '123456' }),
      agent.delete('/api/account'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.code).toBe('NOT_WHILE_IMPERSONATING');
    }
    expect((await findUserById(h.db.knex, enrollee.id))!.user.sealedMedicaidId).toBeNull();
    expect(
      (await request(h.app).post('/api/login').send({ username: enrollee.username, password: GOOD_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('lets the administrator correct the rest, auditing who changed which fields for whom', async () => {
    const { admin, enrollee, agent } = await impersonatingSession();
    // The form sends the unchanged e-mail, username and phone back with the corrections.
    const res = await agent.patch('/api/profile').send({
      email: enrollee.email,
      username: enrollee.username,
      cellNumber: enrollee.cellNumber,
      address: '77 Corrected Rd',
      city: 'Stockton',
      preferredLanguage: 'es',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      address: '77 Corrected Rd',
      city: 'Stockton',
      isImpersonating: true,
    });
    const rows = await h.db.knex('audit_log').where({ subject_id: enrollee.id, action: 'profile.updated' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.id });
    expect((rows[0].detail as { changes: string[] }).changes.sort()).toEqual([
      'address',
      'city',
      'preferredLanguage',
    ]);
    // Nothing the person does on their own account is audited.
    const { agent: own } = await h.loginAs(enrollee);
    expect((await own.patch('/api/profile').send({ city: 'Lodi' })).status).toBe(200);
    expect(
      await h.db.knex('audit_log').where({ subject_id: enrollee.id, action: 'profile.updated' }),
    ).toHaveLength(1);
  });
});
