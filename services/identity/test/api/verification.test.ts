import { RESEND_VERIFICATION_MESSAGE } from '@tracker/contracts/http/identity';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById, findUserByUsername } from '../../src/store/users.js';
import { createHarness, type Harness, registrationBody } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function registerNew(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  expect((await request(h.app).post('/api/register').send(body)).status).toBe(201);
  const stored = await findUserByUsername(h.db.knex, body.username);
  return { body, user: stored!.user, token: await h.mailToken('verify-email', body.email) };
}

const INVALID_LINK = {
  verified: false,
  message: 'This verification link is invalid or has expired.',
  code: 'INVALID_VERIFICATION_TOKEN',
};

describe('verify-email', () => {
  it('verifies with the GET link once, records the event, then lets the user log in', async () => {
    const { body, user, token } = await registerNew();
    const res = await request(h.app).get('/api/verify-email').query({ token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      verified: true,
      message: 'Your email address has been verified. You can now log in.',
    });
    expect((await findUserById(h.db.knex, user.id))?.user.emailVerified).toBe(true);
    const verified = (await h.events('identity.user-verified')).filter((e) => e.subjectId === user.id);
    expect(verified).toHaveLength(1);
    expect(verified[0]?.data).toMatchObject({ userId: user.id, emailVerified: true, email: body.email });

    const again = await request(h.app).get('/api/verify-email').query({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
    expect((await h.events('identity.user-verified')).filter((e) => e.subjectId === user.id)).toHaveLength(1);

    const login = await request(h.app)
      .post('/api/login')
      .send({ username: body.username, password: body.password });
    expect(login.status).toBe(200);
  });

  it('verifies with POST as well', async () => {
    const { user, token } = await registerNew();
    const res = await request(h.app).post('/api/verify-email').send({ token });
    expect(res.status).toBe(200);
    expect(res.body.verified).toBe(true);
    expect((await findUserById(h.db.knex, user.id))?.user.emailVerified).toBe(true);
  });

  it('refuses a link older than 24 hours', async () => {
    const { user, token } = await registerNew();
    h.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await request(h.app).get('/api/verify-email').query({ token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
    expect((await findUserById(h.db.knex, user.id))?.user.emailVerified).toBe(false);
  });

  it.each([
    [{}, 'Verification token is required'],
    [{ token: '' }, 'Verification token is required'],
  ])('refuses %j with %s', async (query, message) => {
    const res = await request(h.app).get('/api/verify-email').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors.token).toBe(message);
  });

  it('refuses a made-up token', async () => {
    const res = await request(h.app).get('/api/verify-email').query({ token: 'made-up-token-value' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
  });
});

describe('POST /api/resend-verification', () => {
  it('answers alike for an unverified, a verified and an unknown address; only the first gets a mail', async () => {
    const { body, user, token: first } = await registerNew();
    const verified = await h.createUser();
    const before = await h.events('identity.email-requested');
    const answers = await Promise.all(
      [body.email, verified.email, 'nobody-here@example.org'].map((email) =>
        request(h.app).post('/api/resend-verification').send({ email }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: RESEND_VERIFICATION_MESSAGE });
    }
    const added = (await h.events('identity.email-requested')).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]?.data).toMatchObject({ to: body.email, kind: 'verify-email', userId: user.id });

    // The new link works; the one it replaced does not.
    const second = await h.mailToken('verify-email', body.email);
    expect(second).not.toBe(first);
    expect((await request(h.app).get('/api/verify-email').query({ token: first })).status).toBe(400);
    expect((await request(h.app).get('/api/verify-email').query({ token: second })).status).toBe(200);
  });

  it('limits requests per address', async () => {
    const { body } = await registerNew();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await request(h.app).post('/api/resend-verification').send({ email: body.email })).status,
      );
    }
    // The registration's own mail counts toward the address's allowance too.
    expect(statuses).toEqual([200, 200, 429, 429]);
    const limited = await request(h.app)
      .post('/api/resend-verification')
      .send({ email: body.email.toUpperCase() });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many emails requested for this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    // An unknown address is limited the same way.
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      unknown.push(
        (await request(h.app).post('/api/resend-verification').send({ email: 'ghost@example.org' })).status,
      );
    }
    expect(unknown).toEqual([200, 200, 200, 429]);
  });

  it.each([
    [{}, 'Enter your email address'],
    [{ email: 'nope' }, 'Enter an email address like name@example.com'],
  ])('refuses %j with %s', async (body, message) => {
    const res = await request(h.app).post('/api/resend-verification').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toBe(message);
  });
});
