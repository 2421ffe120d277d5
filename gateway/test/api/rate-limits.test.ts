import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE, startTestGateway, type TestGateway } from '../support/test-gateway.js';

describe('general limit per address', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('answers 429 with a message and Retry-After once an address has used its minute', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(gateway.app).get('/api/activities').expect(200);
    }
    const seenBefore = gateway.upstreams.activity.seen.length;
    const response = await request(gateway.app).get('/api/activities').expect(429);
    expect(response.body).toEqual({
      message: 'Too many requests. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(gateway.upstreams.activity.seen.length).toBe(seenBefore);
  });

  it('leaves the web app alone', async () => {
    await request(gateway.app).get('/dashboard').set('Accept', 'text/html').expect(200);
  });

  it('counts the health checks too', async () => {
    await request(gateway.app).get('/healthz').expect(429);
  });
});

describe('failed logins per address', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({
      env: { LOGIN_FAILURE_LIMIT: '3', LOGIN_FAILURE_WINDOW_MINUTES: '15' },
    });
  });

  afterAll(async () => {
    await gateway.close();
  });

  const login = () =>
    request(gateway.app).post('/api/login').set(SAME_SITE).send({ username: 'someone', password: 'wrong' });

  it('does not count successful logins', async () => {
    gateway.upstreams.identity.on('POST', '/api/login', (_req, res) => {
      res.json({ ok: true });
    });
    for (let attempt = 0; attempt < 5; attempt += 1) await login().expect(200);
  });

  it('turns the address away after too many refused logins', async () => {
    const answers = [401, 403, 429];
    let next = 0;
    gateway.upstreams.identity.on('POST', '/api/login', (_req, res) => {
      const status = answers[next % answers.length] ?? 401;
      next += 1;
      res.status(status).json({ message: 'Invalid username or password' });
    });
    await login().expect(401);
    await login().expect(403);
    await login().expect(429, { message: 'Invalid username or password' });

    const seenBefore = gateway.upstreams.identity.seen.length;
    const refused = await login().expect(429);
    expect(refused.body).toEqual({
      message: 'Too many failed login attempts from this address. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(gateway.upstreams.identity.seen.length).toBe(seenBefore);
  });

  it('counts the login path in every spelling the service accepts', async () => {
    const response = await request(gateway.app)
      .post('/api/LOGIN/')
      .set(SAME_SITE)
      .send({ username: 'someone', password: 'wrong' })
      .expect(429);
    expect(response.body.message).toMatch(/failed login attempts/);
  });

  it('keeps other calls from that address working', async () => {
    await request(gateway.app).get('/api/user').expect(200);
    await request(gateway.app)
      .post('/api/forgot-password')
      .set(SAME_SITE)
      .send({ email: 'a@b.c' })
      .expect(200);
  });
});

describe('login attempts racing the count', () => {
  let gateway: TestGateway;
  let server: Server;

  beforeAll(async () => {
    gateway = await startTestGateway({
      env: { LOGIN_FAILURE_LIMIT: '5', LOGIN_FAILURE_WINDOW_MINUTES: '15' },
    });
    // One listening server, so the whole burst comes from one address at once.
    server = gateway.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await gateway.close();
  });

  const loginsSeen = () => gateway.upstreams.identity.seen.filter((seen) => seen.url === '/api/login').length;
  const login = () =>
    request(server).post('/api/login').set(SAME_SITE).send({ username: 'someone', password: 'guess' });

  it('forwards no more guesses than the limit when they all arrive together', async () => {
    gateway.upstreams.identity.on('POST', '/api/login', (_req, res) => {
      // Checking a password takes a while; the whole burst is in flight meanwhile.
      setTimeout(() => res.status(401).json({ message: 'Invalid username or password' }), 100);
    });
    const answers = await Promise.all(Array.from({ length: 30 }, () => login()));

    expect(loginsSeen()).toBeLessThanOrEqual(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(30 - loginsSeen());
    for (const answer of refused) {
      expect(answer.body).toEqual({
        message: 'Too many failed login attempts from this address. Please try again later.',
        code: 'TOO_MANY_REQUESTS',
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(60);
    }
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(loginsSeen());
  });
});

describe('successful logins', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({
      env: { LOGIN_FAILURE_LIMIT: '2', LOGIN_FAILURE_WINDOW_MINUTES: '15' },
    });
  });

  afterAll(async () => {
    await gateway.close();
  });

  const login = () =>
    request(gateway.app).post('/api/login').set(SAME_SITE).send({ username: 'someone', password: 'pw' });
  const answerLogins = (status: number) =>
    gateway.upstreams.identity.on('POST', '/api/login', (_req, res) => {
      res.status(status).json(status === 200 ? { ok: true } : { message: 'Invalid username or password' });
    });

  it('give their point back, so someone who signs in again and again is never turned away', async () => {
    answerLogins(200);
    for (let attempt = 0; attempt < 12; attempt += 1) await login().expect(200);
    answerLogins(401);
    await login().expect(401);
    await login().expect(401);
    await login().expect(429);
  });
});
