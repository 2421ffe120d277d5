import { FORGOT_PASSWORD_MESSAGE } from '@tracker/contracts/http/identity';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/store/users.js';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const NEW_PASSWORD = 'A-Brand-New-Secret-77';
const INVALID_RESET = {
  message: 'This reset link is invalid or has expired. Please request a new one.',
  code: 'INVALID_RESET_TOKEN',
};

async function requestReset(email: string) {
  const res = await request(h.app).post('/api/forgot-password').send({ email });
  expect(res.status).toBe(200);
  return h.mailToken('reset-password', email);
}

describe('POST /api/forgot-password', () => {
  it('answers alike whether or not the account exists, and mails only an existing one', async () => {
    const user = await h.createUser();
    const before = await h.events('identity.email-requested');
    const known = await request(h.app).post('/api/forgot-password').send({ email: user.email.toUpperCase() });
    const unknown = await request(h.app)
      .post('/api/forgot-password')
      .send({ email: 'nobody-at-all@example.org' });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    const added = (await h.events('identity.email-requested')).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]?.data).toMatchObject({
      kind: 'reset-password',
      to: user.email,
      userId: user.id,
      language: 'en',
    });
  });

  it('limits requests per address', async () => {
    const user = await h.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await request(h.app).post('/api/forgot-password').send({ email: user.email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a malformed address', async () => {
    const res = await request(h.app).post('/api/forgot-password').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toBe('Enter an email address like name@example.com');
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password once, ends every session and says so by mail', async () => {
    const user = await h.createUser();
    const { cookie } = await h.loginAs(user);
    const token = await requestReset(user.email);
    const res = await request(h.app)
      .post('/api/reset-password')
      .send({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. You can now log in.' });
    expect((await request(h.app).get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect(
      (await request(h.app).post('/api/login').send({ username: user.username, password: user.password }))
        .status,
    ).toBe(401);
    expect(
      (await request(h.app).post('/api/login').send({ username: user.username, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const notices = (await h.events('identity.email-requested')).filter(
      (e) => e.data.to === user.email && e.data.kind === 'password-changed',
    );
    expect(notices).toHaveLength(1);

    const reuse = await request(h.app)
      .post('/api/reset-password')
      .send({ token, newPassword: 'Yet-Another-Secret-88', confirmPassword: 'Yet-Another-Secret-88' });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual(INVALID_RESET);
  });

  it('refuses a link older than an hour', async () => {
    const user = await h.createUser();
    const token = await requestReset(user.email);
    h.advance(60 * 60 * 1000 + 1000);
    const res = await request(h.app)
      .post('/api/reset-password')
      .send({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_RESET);
  });

  it('retires older links when a new one is sent', async () => {
    const user = await h.createUser();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second).not.toBe(first);
    const old = await request(h.app)
      .post('/api/reset-password')
      .send({ token: first, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(old.status).toBe(400);
    const fresh = await request(h.app)
      .post('/api/reset-password')
      .send({ token: second, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });

  it('verifies an unverified address, since the link reached its inbox', async () => {
    const user = await h.createUser({ emailVerified: false });
    const token = await requestReset(user.email);
    expect(
      (
        await request(h.app)
          .post('/api/reset-password')
          .send({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      ).status,
    ).toBe(200);
    expect((await findUserById(h.db.knex, user.id))?.user.emailVerified).toBe(true);
    expect((await h.events('identity.user-verified')).filter((e) => e.subjectId === user.id)).toHaveLength(1);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'token', 'Reset token is required'],
    [
      { token: 'x', newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Enter a password of at least 8 characters',
    ],
    [
      { token: 'x', newPassword: NEW_PASSWORD, confirmPassword: 'different-one-1' },
      'confirmPassword',
      'Enter the same password in both password fields',
    ],
    [
      { token: 'x', newPassword: 'baseball1', confirmPassword: 'baseball1' },
      'newPassword',
      'This password is too common. Choose another.',
    ],
  ])('refuses %j at %s', async (body, field, message) => {
    const eventsBefore = (await h.events()).length;
    const res = await request(h.app).post('/api/reset-password').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect((await h.events()).length).toBe(eventsBefore);
  });
});

describe('PATCH /api/change-password', () => {
  it('changes the password, keeps this browser signed in and ends the other sessions', async () => {
    const user = await h.createUser();
    const here = await h.loginAs(user);
    const elsewhere = await h.loginAs(user);
    const res = await here.agent
      .patch('/api/change-password')
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed successfully' });
    expect((await here.agent.get('/api/user')).status).toBe(200);
    expect((await request(h.app).get('/api/user').set('Cookie', here.cookie)).status).toBe(401);
    expect((await request(h.app).get('/api/user').set('Cookie', elsewhere.cookie)).status).toBe(401);
    expect(
      (await request(h.app).post('/api/login').send({ username: user.username, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const notices = (await h.events('identity.email-requested')).filter(
      (e) => e.data.to === user.email && e.data.kind === 'password-changed',
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses a wrong current password and counts it as a failed login', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent.patch('/api/change-password').send({
      currentPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    for (let i = 0; i < 4; i += 1) {
      await request(h.app)
        .post('/api/login')
        .send({ username: user.username, password: `wrong-${i}-password` });
    }
    const locked = await agent
      .patch('/api/change-password')
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(locked.status).toBe(429);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [
      { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'currentPassword',
      'Current password is required',
    ],
    [
      { currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
      'newPassword',
      'Enter a password of at least 8 characters',
    ],
    [
      { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: 'Something-else-1' },
      'confirmPassword',
      "New passwords don't match",
    ],
  ])('refuses %j at %s', async (body, field, message) => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent.patch('/api/change-password').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('refuses a common new password', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent
      .patch('/api/change-password')
      .send({ currentPassword: user.password, newPassword: 'sunshine1', confirmPassword: 'sunshine1' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ newPassword: 'This password is too common. Choose another.' });
  });

  it('needs a session', async () => {
    const res = await request(h.app)
      .patch('/api/change-password')
      .send({ currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});
