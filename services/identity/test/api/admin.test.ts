import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/store/users.js';
import { createHarness, type Harness, sessionCookieOf, SUPPORT_REASON } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function adminAgent() {
  const admin = await h.createUser({ isAdmin: true });
  return { admin, ...(await h.loginAs(admin)) };
}

const SUBJECT = '11111111-1111-4111-8111-111111111111';
const adminCalls: Array<[string, string]> = [
  ['get', '/api/admin/users'],
  ['get', '/api/admin/last-logins'],
  ['get', `/api/admin/user-logins/${SUBJECT}`],
  ['post', `/api/admin/impersonate/${SUBJECT}`],
  ['post', `/api/admin/make-admin/${SUBJECT}`],
  ['post', `/api/admin/remove-admin/${SUBJECT}`],
  ['delete', `/api/admin/delete-user/${SUBJECT}`],
  ['post', `/api/admin/resend-verification/${SUBJECT}`],
  ['get', `/api/admin/user/${SUBJECT}`],
  ['patch', `/api/admin/user/${SUBJECT}/requirement`],
];

function call(agent: request.Agent | ReturnType<typeof request>, method: string, path: string) {
  return (agent as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
}

describe('access to /api/admin', () => {
  it.each(adminCalls)('%s %s needs a session (401) of an administrator (403)', async (method, path) => {
    const anonymous = await call(request(h.app), method, path);
    expect(anonymous.status).toBe(401);
    const enrollee = await h.createUser();
    const { agent } = await h.loginAs(enrollee);
    const refused = await call(agent, method, path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required');
  });

  it('stops trusting a session whose account lost its rights', async () => {
    const { admin, agent } = await adminAgent();
    await h.db.knex('users').where('id', admin.id).update({ is_admin: false });
    expect((await agent.get('/api/admin/users')).status).toBe(403);
  });

  it('answers 404 for a malformed or unknown user id', async () => {
    const { agent } = await adminAgent();
    for (const path of [
      '/api/admin/user/not-a-uuid',
      `/api/admin/user/${randomUUID()}`,
      `/api/admin/user-logins/${randomUUID()}`,
    ]) {
      const res = await agent.get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User Not Found');
    }
  });
});

describe('reading users', () => {
  it('lists every user with the admin fields and no secrets', async () => {
    const { agent } = await adminAgent();
    const minor = await h.createUser({
      enrollmentStatus: 'Minor',
      emailVerified: false,
      requiredMonthlyHours: 80,
      requiredHoursSetByAdmin: true,
    });
    const res = await agent.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = res.body.find((item: { id: string }) => item.id === minor.id);
    expect(row).toEqual({
      id: minor.id,
      username: minor.username,
      email: minor.email,
      firstName: 'Test',
      lastName: 'Person',
      city: 'Sacramento',
      state: 'CA',
      address: '1 Main St',
      zipCode: '95814',
      phone: '916-555-0100',
      phoneVerified: false,
      dateOfBirth: '1990-01-01',
      isMinor: true,
      requiredHours: 80,
      requiredHoursOverride: 80,
      emailVerified: false,
      isAdmin: false,
      createdAt: expect.any(String),
      lastLogin: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('maps users to their last login', async () => {
    const { admin, agent } = await adminAgent();
    const never = await h.createUser();
    const res = await agent.get('/api/admin/last-logins');
    expect(res.status).toBe(200);
    expect(Date.parse(res.body[admin.id])).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body[never.id]).toBeUndefined();
  });

  it('shows login history newest first with the limit, and audits the reading', async () => {
    const { admin, agent } = await adminAgent();
    const user = await h.createUser();
    await request(h.app).post('/api/login').send({ username: user.username, password: 'Wrong-Password-1' });
    await request(h.app)
      .post('/api/login')
      .set('x-timezone', 'America/Denver')
      .send({ username: user.email, password: user.password });
    const res = await agent.get(`/api/admin/user-logins/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      userId: user.id,
      successful: true,
      loginMethod: 'email',
      timezone: 'America/Denver',
      failureReason: null,
      country: null,
      city: null,
    });
    expect(res.body[1]).toMatchObject({
      successful: false,
      loginMethod: 'username',
      failureReason: 'Wrong password',
    });
    const limited = await agent.get(`/api/admin/user-logins/${user.id}`).query({ limit: '1' });
    expect(limited.body).toHaveLength(1);
    const tooMany = await agent.get(`/api/admin/user-logins/${user.id}`).query({ limit: '51' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Limit must be at most 50');
    expect(await h.auditRows(user.id)).toMatchObject([
      { actor_id: admin.id, action: 'login-history.viewed' },
      { actor_id: admin.id, action: 'login-history.viewed' },
    ]);
  });

  it('answers an empty history for a user who never logged in', async () => {
    const { agent } = await adminAgent();
    const user = await h.createUser();
    const res = await agent.get(`/api/admin/user-logins/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('shows the read-only profile and audits it', async () => {
    const { admin, agent } = await adminAgent();
    const user = await h.createUser({ preferredLanguage: 'es' });
    const res = await agent.get(`/api/admin/user/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      enrollmentStatus: 'Adult',
      preferredLanguage: 'es',
      isMinor: false,
      requiredHours: 20,
    });
    const rows = await h.auditRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.id, subject_id: user.id, action: 'profile.viewed' });
    expect(rows[0]?.ip).toMatch(/127\.0\.0\.1|::1/);
  });
});

describe('make-admin and remove-admin', () => {
  it('promotes a verified enrollee, ends their sessions so the next login carries the rights', async () => {
    const { admin, agent } = await adminAgent();
    const user = await h.createUser();
    const theirs = await h.loginAs(user);
    const res = await agent.post(`/api/admin/make-admin/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${user.username} is now an administrator.`);
    expect((await findUserById(h.db.knex, user.id))?.user.isAdmin).toBe(true);
    expect((await theirs.agent.get('/api/user')).status).toBe(401);
    const again = await h.loginAs(user);
    expect((await again.agent.get('/api/admin/users')).status).toBe(200);
    expect(await h.auditRows(user.id)).toMatchObject([{ actor_id: admin.id, action: 'admin.granted' }]);
    const updated = (await h.events('identity.user-updated')).filter((e) => e.subjectId === user.id);
    expect(updated.at(-1)?.data.isAdmin).toBe(true);
  });

  it.each([
    ['an unverified user', { emailVerified: false }, 400, 'Only verified users can be made administrators.'],
    ['an administrator', { isAdmin: true }, 400, 'This user is already an administrator.'],
  ])('refuses to promote %s', async (_label, fields, status, message) => {
    const { agent } = await adminAgent();
    const user = await h.createUser(fields);
    const eventsBefore = (await h.events()).length;
    const res = await agent.post(`/api/admin/make-admin/${user.id}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await h.events()).length).toBe(eventsBefore);
    expect(await h.auditRows(user.id)).toEqual([]);
  });

  it('removes the rights of another administrator and ends their sessions', async () => {
    const { admin, agent } = await adminAgent();
    const other = await h.createUser({ isAdmin: true });
    const theirs = await h.loginAs(other);
    const res = await agent.post(`/api/admin/remove-admin/${other.id}`);
    expect(res.status).toBe(200);
    expect((await findUserById(h.db.knex, other.id))?.user.isAdmin).toBe(false);
    expect((await theirs.agent.get('/api/admin/users')).status).toBe(401);
    expect((await request(h.app).get('/api/user').set('Cookie', theirs.cookie)).status).toBe(401);
    expect(await h.auditRows(other.id)).toMatchObject([{ actor_id: admin.id, action: 'admin.revoked' }]);
    expect(
      (await h.events('identity.user-updated')).filter((e) => e.subjectId === other.id).at(-1)?.data.isAdmin,
    ).toBe(false);
  });

  it('refuses to remove one’s own rights, a non-administrator’s or an unverified administrator’s', async () => {
    const { admin, agent } = await adminAgent();
    const self = await agent.post(`/api/admin/remove-admin/${admin.id}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot remove your own administrator rights.');
    const enrollee = await h.createUser();
    const notAdmin = await agent.post(`/api/admin/remove-admin/${enrollee.id}`);
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.message).toBe('This user is not an administrator.');
    const unverified = await h.createUser({ isAdmin: true, emailVerified: false });
    expect((await agent.post(`/api/admin/remove-admin/${unverified.id}`)).status).toBe(400);
    expect((await findUserById(h.db.knex, admin.id))?.user.isAdmin).toBe(true);
  });
});

describe('delete-user', () => {
  it('deletes another user with their rows, keeps the audit, ends sessions and records the event', async () => {
    const { admin, agent } = await adminAgent();
    const user = await h.createUser();
    const theirs = await h.loginAs(user);
    const res = await agent.delete(`/api/admin/delete-user/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${user.username} has been deleted.`);
    expect(await findUserById(h.db.knex, user.id)).toBeUndefined();
    expect(await h.db.knex('login_records').where('user_id', user.id)).toHaveLength(0);
    expect((await theirs.agent.get('/api/user')).status).toBe(401);
    expect(await h.auditRows(user.id)).toMatchObject([{ actor_id: admin.id, action: 'user.deleted' }]);
    expect((await h.events('identity.user-deleted')).filter((e) => e.subjectId === user.id)).toHaveLength(1);
  });

  it('deletes unverified users and administrators too', async () => {
    const { agent } = await adminAgent();
    for (const fields of [{ emailVerified: false }, { isAdmin: true }]) {
      const user = await h.createUser(fields);
      expect((await agent.delete(`/api/admin/delete-user/${user.id}`)).status).toBe(200);
    }
  });

  it('refuses to delete oneself and demo', async () => {
    const { admin, agent } = await adminAgent();
    const self = await agent.delete(`/api/admin/delete-user/${admin.id}`);
    expect(self.status).toBe(403);
    const demo = await h.createUser({ username: 'demo', email: 'demo-admin-test@example.org' });
    const res = await agent.delete(`/api/admin/delete-user/${demo.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The user named demo cannot be deleted.');
    expect(await findUserById(h.db.knex, demo.id)).toBeDefined();
    expect(await findUserById(h.db.knex, admin.id)).toBeDefined();
    expect(
      (await h.events('identity.user-deleted')).filter(
        (e) => e.subjectId === demo.id || e.subjectId === admin.id,
      ),
    ).toEqual([]);
  });
});

describe('admin resend-verification', () => {
  it('sends an unverified user a new link and audits it', async () => {
    const { admin, agent } = await adminAgent();
    const user = await h.createUser({ emailVerified: false });
    const res = await agent.post(`/api/admin/resend-verification/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`A new verification email has been sent to ${user.email}.`);
    const token = await h.mailToken('verify-email', user.email);
    expect(await h.auditRows(user.id)).toMatchObject([{ actor_id: admin.id, action: 'verification.resent' }]);
    expect((await request(h.app).get('/api/verify-email').query({ token })).status).toBe(200);
  });

  it('refuses for a verified user', async () => {
    const { agent } = await adminAgent();
    const user = await h.createUser();
    const res = await agent.post(`/api/admin/resend-verification/${user.id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This user has already verified their email.');
  });
});

describe('impersonation', () => {
  it('replaces the admin session by one for the user, then back, auditing both', async () => {
    const { admin, agent, cookie: adminCookie } = await adminAgent();
    const user = await h.createUser();
    const start = await agent.post(`/api/admin/impersonate/${user.id}`).send({ reason: SUPPORT_REASON });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      message: `You are now viewing the app as ${user.username}.`,
      user: { id: user.id, username: user.username, isAdmin: false },
    });
    // Token rotation: the administrator's old cookie is dead.
    expect((await request(h.app).get('/api/user').set('Cookie', adminCookie)).status).toBe(401);
    const me = await agent.get('/api/user');
    expect(me.body).toMatchObject({
      id: user.id,
      isImpersonating: true,
      impersonatorUsername: admin.username,
    });
    // The impersonation session is the user's, not an administrator's.
    expect((await agent.get('/api/admin/users')).status).toBe(403);
    // Account-ending actions are not the administrator's to take in the user's name.
    expect((await agent.delete('/api/account')).status).toBe(403);
    expect(
      (
        await agent
          .patch('/api/change-password')
          .send({ currentPassword: 'x', newPassword: 'Whatever-Long-9', confirmPassword: 'Whatever-Long-9' })
      ).status,
    ).toBe(403);

    const impersonationCookie = sessionCookieOf(start.headers['set-cookie']);
    const stop = await agent.post('/api/admin/stop-impersonating');
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({
      message: 'Impersonation stopped',
      user: { id: admin.id, username: admin.username, isAdmin: true },
    });
    expect((await request(h.app).get('/api/user').set('Cookie', impersonationCookie)).status).toBe(401);
    const back = await agent.get('/api/user');
    expect(back.body).toMatchObject({ id: admin.id, isImpersonating: false });
    expect((await agent.get('/api/admin/users')).status).toBe(200);
    expect((await h.auditRows(user.id)).map((row) => [row.actor_id, row.action])).toEqual([
      [admin.id, 'impersonation.started'],
      [admin.id, 'impersonation.stopped'],
    ]);
  });

  it('impersonating an administrator keeps their rights but not a second impersonation', async () => {
    const { agent } = await adminAgent();
    const other = await h.createUser({ isAdmin: true });
    expect(
      (await agent.post(`/api/admin/impersonate/${other.id}`).send({ reason: SUPPORT_REASON })).status,
    ).toBe(200);
    expect((await agent.get('/api/admin/users')).status).toBe(200);
    const third = await h.createUser();
    const nested = await agent.post(`/api/admin/impersonate/${third.id}`).send({ reason: SUPPORT_REASON });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe('Stop impersonating before impersonating someone else.');
  });

  it('refuses oneself and unverified users', async () => {
    const { admin, agent } = await adminAgent();
    const self = await agent.post(`/api/admin/impersonate/${admin.id}`).send({ reason: SUPPORT_REASON });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot impersonate yourself.');
    const unverified = await h.createUser({ emailVerified: false });
    const res = await agent.post(`/api/admin/impersonate/${unverified.id}`).send({ reason: SUPPORT_REASON });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only verified users can be impersonated.');
    // A refused impersonation leaves the administrator's session alone.
    expect((await agent.get('/api/user')).body.id).toBe(admin.id);
  });

  it('stop-impersonating needs an impersonation session', async () => {
    expect((await request(h.app).post('/api/admin/stop-impersonating')).status).toBe(401);
    const { agent } = await adminAgent();
    const res = await agent.post('/api/admin/stop-impersonating');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not impersonating anyone.');
  });

  it('does not hand back an administrator session to someone who lost the rights meanwhile', async () => {
    const { admin, agent } = await adminAgent();
    const user = await h.createUser();
    await agent.post(`/api/admin/impersonate/${user.id}`).send({ reason: SUPPORT_REASON });
    await h.db.knex('users').where('id', admin.id).update({ is_admin: false });
    const res = await agent.post('/api/admin/stop-impersonating');
    expect(res.status).toBe(401);
    expect((await agent.get('/api/user')).status).toBe(401);
  });
});
