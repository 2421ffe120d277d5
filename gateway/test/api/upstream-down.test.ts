import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedAddress } from '../support/fake-upstream.js';
import { SAME_SITE, startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ targets: { reporting: await unusedAddress() } });
});

afterAll(async () => {
  await gateway.close();
});

describe('a service that is down', () => {
  it('gives 502 JSON naming the service', async () => {
    const response = await request(gateway.app).get('/api/dashboard/stats').expect(502);
    expect(response.body).toEqual({
      message: 'The reporting service is unavailable. Please try again shortly.',
      code: 'BAD_GATEWAY',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('also for a request with a body', async () => {
    const response = await request(gateway.app)
      .post('/api/reports/monthly/2027/1')
      .set(SAME_SITE)
      .send({ any: 'thing' })
      .expect(502);
    expect(response.body.message).toBe('The reporting service is unavailable. Please try again shortly.');
  });

  it('leaves the other services reachable', async () => {
    await request(gateway.app).get('/api/activities').expect(200);
  });

  it('makes the gateway not ready, naming the service', async () => {
    const response = await request(gateway.app).get('/readyz').expect(503);
    expect(response.body.failing).toEqual(['reporting']);
    await request(gateway.app).get('/healthz').expect(200);
  });
});
