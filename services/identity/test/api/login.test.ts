import { SESSION_COOKIE } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/store/users.js';
import { createHarness, type Harness, sessionSetCookie } from './harness.js';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function loginRecords(userId: string | null) {
  const query = h.db.knex('login_records').orderBy('created_at');
  return userId === null ? query.whereNull('user_id') : query.where('user_id', userId);
}

describe('POST /api/login', () => {
  it('logs in by username, sets the session cookie and answers the current user', async () => {
    const user = await h.createUser({ username: `Mixed_${Date.now()}` });
    const res = await request(h.app)
      .post('/api/login')
      .set('User-Agent', CHROME_ON_WINDOWS)
      .set('x-timezone', 'America/Los_Angeles')
      .send({ username: user.username.toLowerCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      isAdmin: false,
      emailVerified: true,
      isImpersonating: false,
    });
    expect(res.body.password).toBeUndefined();
    expect(res.body.passwordHash).toBeUndefined();
    const cookie = sessionSetCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');

    const [record] = await loginRecords(user.id);
    expect(record).toMatchObject({
      successful: true,
      login_method: 'username',
      browser: 'Chrome',
      browser_version: '120.0.0.0',
      operating_system: 'Windows 10',
      device: 'desktop',
      timezone: 'America/Los_Angeles',
      user_agent: CHROME_ON_WINDOWS,
      failure_reason: null,
    });
    expect(record.ip_address).toMatch(/127\.0\.0\.1|::1/);
    expect(record.session_id).toBeTruthy();
    expect((await findUserById(h.db.knex, user.id))?.user.lastLoginAt).toBeInstanceOf(Date);
  });

  it('logs in by e-mail in any case and records the method and the body time zone', async () => {
    const user = await h.createUser();
    const res = await request(h.app)
      .post('/api/login')
      .send({ username: user.email.toUpperCase(), password: user.password, timezone: 'America/Chicago' });
    expect(res.status).toBe(200);
    const [record] = await loginRecords(user.id);
    expect(record).toMatchObject({ login_method: 'email', timezone: 'America/Chicago', successful: true });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const user = await h.createUser();
    const wrong = await request(h.app)
      .post('/api/login')
      .send({ username: user.username, password: 'Not-The-Password-1' });
    const unknown = await request(h.app)
      .post('/api/login')
      .send({ username: 'nobody_at_all_here', password: 'Not-The-Password-1' });
    const unknownEmail = await request(h.app)
      .post('/api/login')
      .send({ username: 'nobody@example.org', password: 'x' });
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await loginRecords(user.id)).toMatchObject([
      { successful: false, failure_reason: 'Wrong password' },
    ]);
    const anonymous = await loginRecords(null);
    expect(
      anonymous.some((row) => row.failure_reason === 'Unknown account' && row.login_method === 'email'),
    ).toBe(true);
  });

  it('tells the owner of an unverified account, and only with the right password', async () => {
    const user = await h.createUser({ emailVerified: false });
    const wrong = await request(h.app)
      .post('/api/login')
      .send({ username: user.username, password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(401);
    const right = await request(h.app)
      .post('/api/login')
      .send({ username: user.username, password: user.password });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({
      message: 'Your email address has not been verified.',
      emailNotVerified: true,
      email: user.email,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    expect((await loginRecords(user.id)).map((row) => row.failure_reason)).toEqual([
      'Wrong password',
      'Email not verified',
    ]);
  });

  it.each([
    [{ password: 'x' }, 'username', 'Username or email is required'],
    [{ username: '', password: 'x' }, 'username', 'Username or email is required'],
    [{ username: 'rosa' }, 'password', 'Password is required'],
    [{ username: 'rosa', password: '' }, 'password', 'Password is required'],
  ])('refuses %j with %s: %s', async (body, field, message) => {
    const res = await request(h.app).post('/api/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('refuses an account after five failures until the window passes, even with the right password', async () => {
    const user = await h.createUser();
    for (let i = 0; i < 5; i += 1) {
      const res = await request(h.app)
        .post('/api/login')
        .send({ username: user.username, password: `wrong-${i}-password` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(h.app)
      .post('/api/login')
      .send({ username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The e-mail of the same account shares the counter.
    const byEmail = await request(h.app)
      .post('/api/login')
      .send({ username: user.email, password: user.password });
    expect(byEmail.status).toBe(429);
    // Other accounts are unaffected.
    const other = await h.createUser();
    expect(
      (await request(h.app).post('/api/login').send({ username: other.username, password: other.password }))
        .status,
    ).toBe(200);
  });

  it('limits unknown login names the same way, so the limit reveals nothing', async () => {
    const name = 'ghost_account_name';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await request(h.app)
            .post('/api/login')
            .send({ username: name, password: `wrong-${i}-password` })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await h.createUser();
    for (let i = 0; i < 4; i += 1) {
      await request(h.app)
        .post('/api/login')
        .send({ username: user.username, password: `wrong-${i}-password` });
    }
    expect(
      (await request(h.app).post('/api/login').send({ username: user.username, password: user.password }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (
          await request(h.app)
            .post('/api/login')
            .send({ username: user.username, password: `again-${i}-wrong` })
        ).status,
      ).toBe(401);
    }
    expect(
      (await request(h.app).post('/api/login').send({ username: user.username, password: user.password }))
        .status,
    ).toBe(200);
  });
});

describe('Secure cookies', () => {
  it('marks the cookie Secure when the site is not plain-http localhost', async () => {
    const secure = await createHarness({ secureCookies: true });
    try {
      const user = await secure.createUser();
      const res = await request(secure.app)
        .post('/api/login')
        .send({ username: user.username, password: user.password });
      expect(sessionSetCookie(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 without a session and with a forged cookie', async () => {
    const anonymous = await request(h.app).get('/api/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
    const forged = await request(h.app).get('/api/user').set('Cookie', `${SESSION_COOKIE}=not.a.token`);
    expect(forged.status).toBe(401);
    const headers = await request(h.app)
      .get('/api/user')
      .set('x-user-id', (await h.createUser()).id);
    expect(headers.status).toBe(401);
  });

  it('answers the signed-in user without secrets and with no-store', async () => {
    const user = await h.createUser();
    const { agent } = await h.loginAs(user);
    const res = await agent.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      isAdmin: false,
      emailVerified: true,
      isImpersonating: false,
      preferredLanguage: 'en',
      requiredMonthlyHours: 20,
      enrollmentStatus: 'Adult',
      birthdate: '1990-01-01',
      cellNumber: '916-555-0100',
    });
    expect(res.body.impersonatorUsername).toBeUndefined();
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('argon2');
    expect(text).not.toMatch(/password|token/i);
  });

  it('logs out: the cookie is cleared and a copy of it no longer works', async () => {
    const user = await h.createUser();
    const { agent, cookie } = await h.loginAs(user);
    expect((await request(h.app).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    const res = await agent.post('/api/logout').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(sessionSetCookie(res.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await request(h.app).get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('logs out an anonymous caller without complaint', async () => {
    const res = await request(h.app).post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
  });

  it('reads the session from a Bearer token too', async () => {
    const user = await h.createUser();
    const { cookie } = await h.loginAs(user);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const res = await request(h.app).get('/api/user').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it('answers unknown paths with JSON 404', async () => {
    const res = await request(h.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('the time zone a login brings', () => {
  const updates = async (userId: string) =>
    (await h.events('identity.user-updated')).filter((event) => event.subjectId === userId);

  async function logIn(user: { username: string; password: string }, zone: string | null) {
    const req = request(h.app).post('/api/login');
    if (zone !== null) req.set('x-timezone', zone);
    await req.send({ username: user.username, password: user.password }).expect(200);
  }

  it('is kept on the account and told to the other services when it changes, and only then', async () => {
    const user = await h.createUser();
    await logIn(user, 'America/Chicago');
    expect((await findUserById(h.db.knex, user.id))?.user.timeZone).toBe('America/Chicago');
    expect((await updates(user.id)).map((event) => event.data.timeZone)).toEqual(['America/Chicago']);

    await logIn(user, 'America/Chicago');
    await logIn(user, null);
    expect(await updates(user.id)).toHaveLength(1);

    await logIn(user, 'America/Puerto_Rico');
    expect((await updates(user.id)).map((event) => event.data.timeZone)).toEqual([
      'America/Chicago',
      'America/Puerto_Rico',
    ]);
  });

  it('is ignored when the runtime does not know it, keeping the one before', async () => {
    const user = await h.createUser();
    await logIn(user, 'America/Denver');
    await logIn(user, 'Mars/Olympus_Mons');
    expect((await findUserById(h.db.knex, user.id))?.user.timeZone).toBe('America/Denver');
    expect(await updates(user.id)).toHaveLength(1);
  });

  it('does not count as a change of the account', async () => {
    const user = await h.createUser();
    const before = (await findUserById(h.db.knex, user.id))?.user.updatedAt;
    await logIn(user, 'America/Anchorage');
    expect((await findUserById(h.db.knex, user.id))?.user.updatedAt).toEqual(before);
  });
});
