import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { createLogger } from '../../src/runtime/logger.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';
import { type RedisCommandWatch, watchRedisCommands } from '../../src/testing/redis.js';
import { startTestClock } from '../../src/testing/clock.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);

const logger = createLogger('cache-round-trip-test', { level: 'silent' });

const implementations = [
  { name: 'memory', url: undefined as string | undefined, enabled: true },
  { name: 'redis', url: redisUrl, enabled: withRedis },
];

for (const implementation of implementations) {
  describe.skipIf(!implementation.enabled)(`getex and countAndGetex (${implementation.name})`, () => {
    let cache: Cache;
    let prefix: string;
    const key = (name: string) => `${prefix}${name}`;

    beforeEach(() => {
      cache = createCache({ url: implementation.url, logger });
      prefix = `test:round-trip:${randomUUID()}:`;
    });

    afterEach(async () => {
      const keys = await cache.redis?.keys(`${prefix}*`);
      if (keys && keys.length > 0) await cache.redis?.del(...keys);
      await cache.close();
    });

    it('getex reads a value and restarts its TTL; null for a missing key', async () => {
      const clock = startTestClock(cache.redis);
      expect(await cache.getex(key('missing'), 1_000)).toBeNull();
      await cache.set(key('a'), 'one', 30_000);
      await clock.advance(20_000, `${prefix}*`);
      expect(await cache.getex(key('a'), 60_000)).toBe('one');
      await clock.advance(25_000, `${prefix}*`);
      // Past the first TTL, inside the restarted one.
      expect(await cache.get(key('a'))).toBe('one');
      await clock.advance(50_000, `${prefix}*`);
      expect(await cache.get(key('a'))).toBeNull();
    });

    it('getex refuses a set, as Redis does', async () => {
      await cache.sadd(key('set'), 'x');
      await expect(cache.getex(key('set'), 1_000)).rejects.toThrow(/WRONGTYPE/);
    });

    it('countAndGetex counts a fixed window that starts with its first hit', async () => {
      const clock = startTestClock(cache.redis);
      const first = await cache.countAndGetex(key('counter'), 60_000);
      expect(first).toEqual({ count: 1, windowLeftMs: expect.any(Number), value: null });
      expect(first.windowLeftMs).toBeGreaterThan(59_000);
      expect(first.windowLeftMs).toBeLessThanOrEqual(60_000);
      await clock.advance(20_000, `${prefix}*`);
      const second = await cache.countAndGetex(key('counter'), 60_000);
      expect(second.count).toBe(2);
      // The window is not pushed back by later hits.
      expect(second.windowLeftMs).toBeLessThanOrEqual(first.windowLeftMs - 20_000);
      await clock.advance(45_000, `${prefix}*`);
      expect((await cache.countAndGetex(key('counter'), 60_000)).count).toBe(1);
    });

    it('countAndGetex gives a counter left without a TTL a window', async () => {
      await cache.set(key('counter'), '41');
      const result = await cache.countAndGetex(key('counter'), 60_000);
      expect(result.count).toBe(42);
      expect(result.windowLeftMs).toBeGreaterThan(59_000);
      expect(result.windowLeftMs).toBeLessThanOrEqual(60_000);
    });

    it('countAndGetex reads the second key and restarts its TTL', async () => {
      const clock = startTestClock(cache.redis);
      await cache.set(key('session'), 'stored', 30_000);
      await clock.advance(20_000, `${prefix}*`);
      const result = await cache.countAndGetex(key('counter'), 60_000, {
        key: key('session'),
        ttlMs: 60_000,
      });
      expect(result).toMatchObject({ count: 1, value: 'stored' });
      await clock.advance(25_000, `${prefix}*`);
      // Past the first TTL, inside the restarted one.
      expect(await cache.get(key('session'))).toBe('stored');
      const missing = await cache.countAndGetex(key('counter'), 60_000, { key: key('gone'), ttlMs: 600 });
      expect(missing).toMatchObject({ count: 2, value: null });
    });

    it('countAndGetex refuses a counter that is not an integer', async () => {
      await cache.set(key('counter'), 'not a number');
      await expect(cache.countAndGetex(key('counter'), 1_000)).rejects.toThrow(/not an integer/);
    });
  });
}

describe.skipIf(!withRedis)('countAndGetex round trips (redis)', () => {
  let cache: Cache;
  let watch: RedisCommandWatch;
  let prefix: string;

  beforeAll(async () => {
    cache = createCache({ url: redisUrl, logger });
    watch = await watchRedisCommands(redisUrl!);
  });

  afterAll(async () => {
    await watch.close();
    await cache.close();
  });

  beforeEach(() => {
    prefix = `test:round-trip:${randomUUID()}:`;
  });

  it('is one command to Redis, whatever it reads along', async () => {
    await cache.set(`${prefix}session`, 'stored', 60_000);
    await watch.clear();
    await cache.countAndGetex(`${prefix}counter`, 60_000, { key: `${prefix}session`, ttlMs: 60_000 });
    await cache.countAndGetex(`${prefix}counter`, 60_000);
    const commands = await watch.commands(prefix);
    expect(commands).toHaveLength(2);
    for (const command of commands) expect(command[0]?.toLowerCase()).toMatch(/^eval(sha)?$/);
    await cache.del(`${prefix}session`, `${prefix}counter`);
  });
});
