import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { createLogger } from '../../src/runtime/logger.js';
import { createLimiter, createWindowLimiter } from '../../src/security/rate-limit.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';
import { startTestClock } from '../../src/testing/clock.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);

const logger = createLogger('window-limiter-test', { level: 'silent' });

const implementations = [
  { name: 'memory', url: undefined as string | undefined, enabled: true },
  { name: 'redis', url: redisUrl, enabled: withRedis },
];

for (const implementation of implementations) {
  describe.skipIf(!implementation.enabled)(`window limiter (${implementation.name})`, () => {
    let cache: Cache;
    let prefix: string;

    beforeEach(() => {
      cache = createCache({ url: implementation.url, logger });
      prefix = `test-wl-${randomUUID()}`;
    });

    afterEach(async () => {
      const keys = await cache.redis?.keys(`${prefix}*`);
      if (keys && keys.length > 0) await cache.redis?.del(...keys);
      await cache.close();
    });

    it('answers as the rate-limiter-flexible limiter does, consume for consume', async () => {
      const options = { points: 3, durationSeconds: 60 };
      const flexible = createLimiter(cache, { prefix: `${prefix}-a`, ...options });
      const window = createWindowLimiter(cache, { prefix: `${prefix}-b`, ...options });
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const expected = await flexible.consume('alice');
        const actual = await window.consume('alice');
        expect(actual.allowed).toBe(expected.allowed);
        expect(Math.abs(actual.retryAfterSeconds - expected.retryAfterSeconds)).toBeLessThanOrEqual(1);
      }
      const refused = await window.consume('alice');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await window.consume('bob')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    });

    it('opens again when the window ends, and says how long until then', async () => {
      const clock = startTestClock(cache.redis);
      const window = createWindowLimiter(cache, { prefix, points: 1, durationSeconds: 60 });
      expect((await window.consume('erin')).allowed).toBe(true);
      await clock.advance(45_000, `${prefix}*`);
      const refused = await window.consume('erin');
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 15 });
      await clock.advance(15_000, `${prefix}*`);
      expect((await window.consume('erin')).allowed).toBe(true);
    });

    it('reads a key along with the count, restarting its TTL', async () => {
      const clock = startTestClock(cache.redis);
      await cache.set(`${prefix}:session`, 'stored', 30_000);
      const window = createWindowLimiter(cache, { prefix, points: 1, durationSeconds: 60 });
      const read = { key: `${prefix}:session`, ttlMs: 60_000 };
      expect(await window.consumeAndGetex('carol', read)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
        value: 'stored',
      });
      // Over the limit the read still happens: the caller decides what an answer needs.
      expect(await window.consumeAndGetex('carol', read)).toMatchObject({ allowed: false, value: 'stored' });
      await clock.advance(40_000, `${prefix}*`);
      expect(await cache.get(`${prefix}:session`)).toBe('stored');
      expect(await window.consumeAndGetex('dave', undefined)).toMatchObject({ allowed: true, value: null });
    });
  });
}

describe.skipIf(!withRedis)('window limiter counters (redis)', () => {
  it('are the ones rate-limiter-flexible keeps, so both count the same address alike', async () => {
    const cache = createCache({ url: redisUrl, logger });
    const prefix = `test-wl-${randomUUID()}`;
    try {
      const options = { prefix, points: 4, durationSeconds: 60 };
      const flexible = createLimiter(cache, options);
      const window = createWindowLimiter(cache, options);
      await flexible.consume('frank');
      await window.consume('frank');
      await flexible.consume('frank');
      expect(await window.consume('frank')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect((await flexible.consume('frank')).allowed).toBe(false);
      expect((await window.consume('frank')).allowed).toBe(false);
      expect(await cache.get(`${prefix}:frank`)).toBe('6');
    } finally {
      const keys = await cache.redis!.keys(`${prefix}*`);
      if (keys.length > 0) await cache.redis!.del(...keys);
      await cache.close();
    }
  });
});
