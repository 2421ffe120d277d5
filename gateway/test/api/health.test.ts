import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READINESS_REUSE_MS } from '../../src/readiness.js';
import { serviceNames } from '../../src/routes.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

describe('health', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
    // The clock moves only when a test moves it, past the time one readiness outcome is reused.
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterAll(async () => {
    vi.useRealTimers();
    await gateway.close();
  });

  const outlastReadiness = () => vi.setSystemTime(Date.now() + READINESS_REUSE_MS);

  it('is alive', async () => {
    await request(gateway.app).get('/healthz').expect(200);
  });

  it('is ready when the cache and every service are', async () => {
    const response = await request(gateway.app).get('/readyz').expect(200);
    expect(response.body.status).toBe('ready');
  });

  it('is not ready while a service says it is not, and ready again after', async () => {
    outlastReadiness();
    gateway.upstreams.exemption.setReady(false);
    const response = await request(gateway.app).get('/readyz').expect(503);
    expect(response.body.failing).toEqual(['exemption']);
    gateway.upstreams.exemption.setReady(true);
    outlastReadiness();
    await request(gateway.app).get('/readyz').expect(200);
  });

  it('asks each service at most once per interval, however many probes arrive together', async () => {
    outlastReadiness();
    const server: Server = gateway.app.listen(0, '127.0.0.1');
    try {
      const before = serviceNames.map((name) => gateway.upstreams[name].readyzCalls());
      const probe = () => request(server).get('/readyz').expect(200);
      await Promise.all(Array.from({ length: 40 }, probe));
      await Promise.all(Array.from({ length: 10 }, probe));
      const calls = serviceNames.map((name, index) => gateway.upstreams[name].readyzCalls() - before[index]!);
      expect(calls).toEqual(serviceNames.map(() => 1));

      outlastReadiness();
      await Promise.all(Array.from({ length: 10 }, probe));
      const later = serviceNames.map((name, index) => gateway.upstreams[name].readyzCalls() - before[index]!);
      expect(later).toEqual(serviceNames.map(() => 2));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers health checks without a session check', async () => {
    const response = await request(gateway.app)
      .get('/healthz')
      .set('Cookie', 'tracker_session=forged')
      .expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('health checks under the per-address limit', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ env: { RATE_LIMIT_PER_MINUTE: '6', TRUST_PROXY: '1' } });
  });

  afterAll(async () => {
    await gateway.close();
  });

  const from = (address: string, path: string) =>
    request(gateway.app).get(path).set('X-Forwarded-For', address);

  it('answers 429 with Retry-After once an address has used its minute, others still get answers', async () => {
    for (let call = 0; call < 3; call += 1) {
      await from('203.0.113.7', '/healthz').expect(200);
      await from('203.0.113.7', '/readyz').expect(200);
    }
    for (const path of ['/healthz', '/readyz']) {
      const refused = await from('203.0.113.7', path).expect(429);
      expect(refused.body).toEqual({
        message: 'Too many requests. Please try again later.',
        code: 'TOO_MANY_REQUESTS',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    await from('10.0.0.12', '/healthz').expect(200);
    await from('10.0.0.12', '/readyz').expect(200);
  });

  it('shares the address’s minute with its API calls', async () => {
    for (let call = 0; call < 6; call += 1) await from('198.51.100.4', '/api/activities').expect(200);
    await from('198.51.100.4', '/healthz').expect(429);
  });
});
