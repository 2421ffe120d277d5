import { createLogger } from '@tracker/kit/runtime/logger';
import type { Limiter } from '@tracker/kit/security/rate-limit';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addressRateLimit } from '../../src/rate-limits.js';

const logger = createLogger('address-rate-limit-test', { level: 'silent' });

/** A limiter whose store never answers, as when Redis stalls without dropping the connection. */
const stalled: Limiter = {
  consume: () => new Promise(() => {}),
  isBlocked: () => new Promise(() => {}),
  reward: () => new Promise(() => {}),
  reset: () => new Promise(() => {}),
};

function appWith(limit: express.RequestHandler) {
  const app = express();
  app.get('/healthz', limit, (_req, res) => {
    res.json({ status: 'ok' });
  });
  return app;
}

describe('addressRateLimit with a longest wait', () => {
  it('lets the request through uncounted once the store is slower than that', async () => {
    const app = appWith(addressRateLimit(stalled, logger, { maxWaitMs: 100 }));
    const started = Date.now();
    await request(app).get('/healthz').expect(200, { status: 'ok' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('still refuses an address over its limit', async () => {
    const spent: Limiter = { ...stalled, consume: async () => ({ allowed: false, retryAfterSeconds: 30 }) };
    const app = appWith(addressRateLimit(spent, logger, { maxWaitMs: 100 }));
    const response = await request(app).get('/healthz').expect(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toEqual({
      message: 'Too many requests. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
