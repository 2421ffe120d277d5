import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('health', () => {
  it('is alive', async () => {
    await request(gateway.app).get('/healthz').expect(200);
  });

  it('is ready when the cache and every service are', async () => {
    const response = await request(gateway.app).get('/readyz').expect(200);
    expect(response.body.status).toBe('ready');
  });

  it('is not ready while a service says it is not, and ready again after', async () => {
    gateway.upstreams.exemption.setReady(false);
    const response = await request(gateway.app).get('/readyz').expect(503);
    expect(response.body.failing).toEqual(['exemption']);
    gateway.upstreams.exemption.setReady(true);
    await request(gateway.app).get('/readyz').expect(200);
  });

  it('answers health checks without a rate limit or session check', async () => {
    const response = await request(gateway.app)
      .get('/healthz')
      .set('Cookie', 'tracker_session=forged')
      .expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
