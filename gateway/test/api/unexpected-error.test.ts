import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { SESSION_COOKIE, signSessionToken } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../src/app.js';
import { parseGatewayConfig } from '../../src/config.js';
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream.js';
import { newSessionKeys } from '../support/test-gateway.js';

describe('an error nothing on the /api path answers', () => {
  const cache = createCache({ logger: createLogger('unexpected-error-test', { level: 'silent' }) });
  const lines: string[] = [];
  let upstream: FakeUpstream;
  let app: ReturnType<typeof createGatewayApp>;
  let cookie: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream('identity');
    const keys = await newSessionKeys();
    const sessions = createSessionStore(cache);
    const session = await sessions.create({ userId: 'u-1', isAdmin: false });
    cookie = `${SESSION_COOKIE}=${await signSessionToken(keys, { sub: 'u-1', sid: session.id, adm: false })}`;
    app = createGatewayApp({
      config: parseGatewayConfig({ APP_URL: 'http://app.test', IDENTITY_URL: upstream.url }),
      cache,
      keys,
      // A store whose planning fails: a bug, not an outage.
      sessions: {
        ...sessions,
        planTouch: () => {
          throw new Error('planning failed');
        },
      },
      logger: createLogger('gateway', { destination: { write: (line: string) => lines.push(line) } }),
      targets: { identity: upstream.url },
    });
  });

  afterAll(async () => {
    await upstream.close();
    await cache.close();
  });

  it('is answered 500 in JSON with the security headers, logged, and never forwarded', async () => {
    const response = await request(app).get('/api/user').set('Cookie', cookie).expect(500);
    expect(response.body).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(upstream.seen).toHaveLength(0);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line.msg === 'unhandled error')).toMatchObject({
      level: 'error',
      path: '/api/user',
      requestId: response.headers['x-request-id'],
    });
    expect(logged.find((line) => line.msg === 'GET /api/user 500')).toMatchObject({ status: 500 });
  });
});
