import { startTestClock } from '@tracker/kit/testing/clock';
import { SESSION_COOKIE, signSessionToken } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newSessionKeys,
  SAME_SITE,
  startTestGateway,
  type TestGateway,
  unreachableRedisCache,
} from '../support/test-gateway.js';

const clearing = new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`);

function setCookies(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

describe('session cookies', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  function lastCookieSeenBy(service: 'identity' | 'activity'): string | undefined {
    return gateway.upstreams[service].seen.at(-1)?.headers.cookie;
  }

  it('passes a live session through untouched', async () => {
    const { cookie } = await gateway.signIn();
    const response = await request(gateway.app)
      .get('/api/user')
      .set('Cookie', `theme=dark; ${cookie}`)
      .expect(200);
    expect(lastCookieSeenBy('identity')).toBe(`theme=dark; ${cookie}`);
    expect(setCookies(response)).toEqual([]);
  });

  it('passes an impersonation session through when the token names the same administrator', async () => {
    const { cookie } = await gateway.signIn({ actorId: 'admin-1' });
    await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(200);
    expect(lastCookieSeenBy('identity')).toBe(cookie);
  });

  it('strips a revoked session and clears it in the browser, keeping other cookies', async () => {
    const { cookie, sid } = await gateway.signIn();
    await gateway.sessions.revoke(sid);
    const response = await request(gateway.app)
      .get('/api/activities')
      .set('Cookie', `theme=dark; ${cookie}; lang=es`)
      .expect(200);
    expect(lastCookieSeenBy('activity')).toBe('theme=dark; lang=es');
    expect(setCookies(response)).toEqual([expect.stringMatching(clearing)]);
    expect(setCookies(response)[0]).toContain('HttpOnly');
    expect(setCookies(response)[0]).toContain('Path=/');
  });

  it('strips a forged session token (signed with another key)', async () => {
    const { userId, sid } = await gateway.signIn();
    const forged = await signSessionToken(await newSessionKeys(), { sub: userId, sid, adm: true });
    const response = await request(gateway.app)
      .get('/api/admin/users')
      .set('Cookie', `${SESSION_COOKIE}=${forged}`)
      .expect(200);
    expect(lastCookieSeenBy('identity')).toBeUndefined();
    expect(setCookies(response)).toEqual([expect.stringMatching(clearing)]);
  });

  it('strips a token whose claims disagree with its session', async () => {
    const { userId, sid } = await gateway.signIn();
    const promoted = await signSessionToken(gateway.keys, { sub: userId, sid, adm: true });
    await request(gateway.app)
      .get('/api/admin/users')
      .set('Cookie', `${SESSION_COOKIE}=${promoted}`)
      .expect(200);
    expect(lastCookieSeenBy('identity')).toBeUndefined();

    const other = await gateway.signIn();
    const borrowed = await signSessionToken(gateway.keys, { sub: other.userId, sid, adm: false });
    await request(gateway.app).get('/api/user').set('Cookie', `${SESSION_COOKIE}=${borrowed}`).expect(200);
    expect(lastCookieSeenBy('identity')).toBeUndefined();
  });

  it('strips garbage and every duplicate of the session cookie', async () => {
    const response = await request(gateway.app)
      .get('/api/user')
      .set('Cookie', `${SESSION_COOKIE}=not-a-token; a=1; ${SESSION_COOKIE}=again`)
      .expect(200);
    expect(lastCookieSeenBy('identity')).toBe('a=1');
    expect(setCookies(response)).toHaveLength(1);
  });

  it('clears a dead cookie even when the service sets cookies of its own', async () => {
    gateway.upstreams.identity.on('POST', '/api/login', (_req, res) => {
      res.append('Set-Cookie', 'csrf-hint=1; Path=/').json({ ok: true });
    });
    const response = await request(gateway.app)
      .post('/api/login')
      .set(SAME_SITE)
      .set('Cookie', `${SESSION_COOKIE}=stale`)
      .send({ username: 'a', password: 'b' })
      .expect(200);
    const cookies = setCookies(response);
    expect(cookies).toHaveLength(2);
    expect(cookies).toEqual(expect.arrayContaining([expect.stringMatching(clearing), 'csrf-hint=1; Path=/']));
  });

  it('lets a new session cookie from the service win over the clearing one', async () => {
    gateway.upstreams.identity.on('POST', '/api/login', (_req, res) => {
      res
        .append('Set-Cookie', `${SESSION_COOKIE}=fresh-token; Path=/; HttpOnly; SameSite=Lax`)
        .json({ ok: true });
    });
    const response = await request(gateway.app)
      .post('/api/login')
      .set(SAME_SITE)
      .set('Cookie', `${SESSION_COOKIE}=stale`)
      .send({ username: 'a', password: 'b' })
      .expect(200);
    expect(setCookies(response)).toEqual([`${SESSION_COOKIE}=fresh-token; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it('checks bearer tokens the same way', async () => {
    const { token, sid } = await gateway.signIn();
    await request(gateway.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(gateway.upstreams.identity.seen.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);

    await gateway.sessions.revoke(sid);
    await request(gateway.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(gateway.upstreams.identity.seen.at(-1)?.headers.authorization).toBeUndefined();

    await request(gateway.app).get('/api/user').set('Authorization', `Bearer ${token} extra`).expect(200);
    expect(gateway.upstreams.identity.seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('refreshes the idle timeout of a live session on each request', async () => {
    const clock = startTestClock(gateway.cache.redis);
    const { cookie, sid } = await gateway.signIn();
    const key = `session:${sid}`;
    await gateway.cache.pexpire(key, 2_000);
    await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(200);
    await clock.advance(60_000, key);
    expect(await gateway.sessions.get(sid)).not.toBeNull();
  });
});

describe('session timeouts', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ sessionOptions: { idleMs: 60_000, absoluteMs: 180_000 } });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('strips an idle-expired session', async () => {
    const clock = startTestClock(gateway.cache.redis);
    const { cookie, sid } = await gateway.signIn();
    await clock.advance(90_000, `session:${sid}`);
    const response = await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(200);
    expect(gateway.upstreams.identity.seen.at(-1)?.headers.cookie).toBeUndefined();
    expect(setCookies(response)).toEqual([expect.stringMatching(clearing)]);
  });

  it('strips a session past its absolute limit even while it stays active', async () => {
    const clock = startTestClock(gateway.cache.redis);
    const { cookie, sid } = await gateway.signIn();
    // A request every 40 seconds, well within the idle timeout, until the absolute limit has passed.
    for (let elapsed = 40_000; elapsed < 180_000; elapsed += 40_000) {
      await clock.advance(40_000, `session:${sid}`);
      await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(200);
      expect(gateway.upstreams.identity.seen.at(-1)?.headers.cookie).toBe(cookie);
    }
    await clock.advance(40_000, `session:${sid}`);
    const response = await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(200);
    expect(gateway.upstreams.identity.seen.at(-1)?.headers.cookie).toBeUndefined();
    expect(setCookies(response)).toEqual([expect.stringMatching(clearing)]);
  });
});

describe('secure clearing cookie', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ env: { APP_URL: 'https://tracker.example.gov' } });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('marks the clearing cookie Secure when the app is served over https', async () => {
    const response = await request(gateway.app)
      .get('/api/user')
      .set('Cookie', `${SESSION_COOKIE}=x`)
      .expect(200);
    expect(setCookies(response)[0]).toContain('Secure');
  });
});

describe('Redis unreachable', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ gatewayCache: await unreachableRedisCache() });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('refuses a request carrying a session with 503 and never passes it on', async () => {
    const { cookie } = await gateway.signIn();
    const seenBefore = gateway.upstreams.identity.seen.length;
    const response = await request(gateway.app).get('/api/user').set('Cookie', cookie).expect(503);
    expect(response.body).toEqual({
      message: 'Service temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(gateway.upstreams.identity.seen.length).toBe(seenBefore);
  });

  it('lets requests without a session through (the general rate limit does not block them)', async () => {
    await request(gateway.app).get('/api/verify-email?token=abc').expect(200);
  });

  it('still strips a token that fails verification without asking the store', async () => {
    await request(gateway.app).get('/api/user').set('Cookie', `${SESSION_COOKIE}=forged`).expect(200);
    expect(gateway.upstreams.identity.seen.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('refuses logins rather than leaving them uncounted', async () => {
    const response = await request(gateway.app)
      .post('/api/login')
      .set(SAME_SITE)
      .send({ username: 'a', password: 'b' })
      .expect(503);
    expect(response.body.message).toBe('Service temporarily unavailable. Please try again shortly.');
  });

  it('reports the gateway not ready', async () => {
    const response = await request(gateway.app).get('/readyz').expect(503);
    expect(response.body.failing).toEqual(['cache']);
  });
});
