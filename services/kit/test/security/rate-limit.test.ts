import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { createLogger } from '../../src/runtime/logger.js';
import { createLimiter } from '../../src/security/rate-limit.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';
import { startTestClock } from '../../src/testing/clock.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);

const logger = createLogger('rate-limit-test', { level: 'silent' });

const implementations = [
  { name: 'memory', url: undefined as string | undefined, enabled: true },
  { name: 'redis', url: redisUrl, enabled: withRedis },
];

for (const implementation of implementations) {
  describe.skipIf(!implementation.enabled)(`rate limiter (${implementation.name})`, () => {
    let cache: Cache;
    let prefix: string;

    beforeEach(() => {
      cache = createCache({ url: implementation.url, logger });
      prefix = `test-rl-${randomUUID()}`;
    });

    afterEach(async () => {
      const redis = cache.redis;
      if (redis) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
      await cache.close();
    });

    it('allows `points` consumes per window, then refuses with the wait', async () => {
      const limiter = createLimiter(cache, { prefix, points: 3, durationSeconds: 60 });
      for (let i = 0; i < 3; i += 1) {
        expect(await limiter.consume('alice')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      }
      const refused = await limiter.consume('alice');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await limiter.consume('bob')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    });

    it('reports a key blocked once no point is left, without using one', async () => {
      const limiter = createLimiter(cache, { prefix, points: 2, durationSeconds: 60 });
      expect(await limiter.isBlocked('carol')).toEqual({ blocked: false, retryAfterSeconds: 0 });
      await limiter.consume('carol');
      for (let i = 0; i < 5; i += 1) {
        expect((await limiter.isBlocked('carol')).blocked).toBe(false);
      }
      await limiter.consume('carol');
      const state = await limiter.isBlocked('carol');
      expect(state.blocked).toBe(true);
      expect(state.retryAfterSeconds).toBeGreaterThan(0);
      expect(state.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('starts over after reset', async () => {
      const limiter = createLimiter(cache, { prefix, points: 1, durationSeconds: 60 });
      await limiter.consume('dave');
      expect((await limiter.consume('dave')).allowed).toBe(false);
      await limiter.reset('dave');
      expect((await limiter.isBlocked('dave')).blocked).toBe(false);
      expect((await limiter.consume('dave')).allowed).toBe(true);
    });

    it('takes back a used point when rewarded, so the key may consume it again', async () => {
      const limiter = createLimiter(cache, { prefix, points: 2, durationSeconds: 60 });
      await limiter.consume('hana');
      await limiter.consume('hana');
      expect((await limiter.isBlocked('hana')).blocked).toBe(true);
      await limiter.reward('hana');
      expect((await limiter.isBlocked('hana')).blocked).toBe(false);
      expect((await limiter.consume('hana')).allowed).toBe(true);
      expect((await limiter.consume('hana')).allowed).toBe(false);
      // The refused consume counted too: two points back leave one to use.
      await limiter.reward('hana', 2);
      expect((await limiter.consume('hana')).allowed).toBe(true);
      expect((await limiter.consume('hana')).allowed).toBe(false);
    });

    it('keeps a key that consumes and is rewarded in turn from ever running out', async () => {
      const limiter = createLimiter(cache, { prefix, points: 3, durationSeconds: 60 });
      for (let i = 0; i < 10; i += 1) {
        expect((await limiter.consume('ivan')).allowed).toBe(true);
        await limiter.reward('ivan');
      }
      expect(await limiter.isBlocked('ivan')).toEqual({ blocked: false, retryAfterSeconds: 0 });
    });

    it('opens again when the window ends', async () => {
      const clock = startTestClock(cache.redis);
      const limiter = createLimiter(cache, { prefix, points: 1, durationSeconds: 60 });
      await limiter.consume('erin');
      await clock.advance(50_000, `${prefix}*`);
      expect((await limiter.consume('erin')).allowed).toBe(false);
      await clock.advance(10_000, `${prefix}*`);
      expect((await limiter.consume('erin')).allowed).toBe(true);
    });

    it('keeps a key that went over the limit blocked for blockSeconds', async () => {
      const clock = startTestClock(cache.redis);
      const limiter = createLimiter(cache, { prefix, points: 1, durationSeconds: 60, blockSeconds: 600 });
      await limiter.consume('frank');
      const refused = await limiter.consume('frank');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      await clock.advance(120_000, `${prefix}*`);
      const state = await limiter.isBlocked('frank');
      expect(state.blocked).toBe(true);
      expect(state.retryAfterSeconds).toBeGreaterThan(470);
      expect(state.retryAfterSeconds).toBeLessThanOrEqual(480);
      expect((await limiter.consume('frank')).allowed).toBe(false);
    });

    it('keeps limiters with different prefixes apart', async () => {
      const first = createLimiter(cache, { prefix: `${prefix}-a`, points: 1, durationSeconds: 60 });
      const second = createLimiter(cache, { prefix: `${prefix}-b`, points: 1, durationSeconds: 60 });
      await first.consume('gina');
      expect((await first.isBlocked('gina')).blocked).toBe(true);
      expect((await second.isBlocked('gina')).blocked).toBe(false);
    });
  });
}

describe('rate limiter (redis that cannot be reached)', () => {
  it('rejects instead of reporting "over the limit"', async () => {
    const cache = createCache({ url: 'redis://127.0.0.1:1', logger });
    try {
      const limiter = createLimiter(cache, { prefix: 'unreachable', points: 5, durationSeconds: 60 });
      await expect(limiter.consume('x')).rejects.toThrow();
      await expect(limiter.isBlocked('x')).rejects.toThrow();
      await expect(limiter.reward('x')).rejects.toThrow();
    } finally {
      await cache.close();
    }
  }, 15_000);
});
