import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  // Undefined removes the reporting address from the targets: that service is not deployed.
  gateway = await startTestGateway({ targets: { reporting: undefined } });
});

afterAll(async () => {
  await gateway.close();
});

describe('a service that is not part of the deployment', () => {
  it('answers its routes with 503 JSON naming the service', async () => {
    const response = await request(gateway.app).get('/api/dashboard/stats').expect(503);
    expect(response.body).toEqual({
      message: 'The reporting service is not available in this deployment.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('is left out of readiness, so the gateway stays ready', async () => {
    await request(gateway.app).get('/readyz').expect(200);
  });

  it('leaves the other services reachable', async () => {
    await request(gateway.app).get('/api/activities').expect(200);
  });
});
