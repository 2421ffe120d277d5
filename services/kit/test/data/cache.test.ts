import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { createLogger } from '../../src/runtime/logger.js';
import { isUnavailableError } from '../../src/http/errors.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';
import { startTestClock } from '../../src/testing/clock.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);

const logger = createLogger('cache-test', { level: 'silent' });

async function deleteByPrefix(cache: Cache, prefix: string): Promise<void> {
  const redis = cache.redis;
  if (!redis) return;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

const implementations = [
  { name: 'memory', url: undefined as string | undefined, enabled: true },
  { name: 'redis', url: redisUrl, enabled: withRedis },
];

for (const implementation of implementations) {
  describe.skipIf(!implementation.enabled)(`cache (${implementation.name})`, () => {
    let cache: Cache;
    let prefix: string;
    let closed: boolean;
    const key = (name: string) => `${prefix}${name}`;

    beforeEach(() => {
      cache = createCache({ url: implementation.url, logger });
      prefix = `test:cache:${randomUUID()}:`;
      closed = false;
    });

    afterEach(async () => {
      if (closed) return;
      await deleteByPrefix(cache, prefix);
      await cache.close();
    });

    it('exposes the redis client only when it has one', () => {
      expect(Boolean(cache.redis)).toBe(implementation.name === 'redis');
    });

    it('reads null for a missing key and what was set for a present one', async () => {
      expect(await cache.get(key('a'))).toBeNull();
      await cache.set(key('a'), 'one');
      expect(await cache.get(key('a'))).toBe('one');
      await cache.set(key('a'), 'two');
      expect(await cache.get(key('a'))).toBe('two');
    });

    it('expires a value after its TTL', async () => {
      const clock = startTestClock(cache.redis);
      await cache.set(key('short'), 'v', 30_000);
      await cache.set(key('long'), 'v', 60_000);
      await clock.advance(20_000, `${prefix}*`);
      expect(await cache.get(key('short'))).toBe('v');
      await clock.advance(10_000, `${prefix}*`);
      expect(await cache.get(key('short'))).toBeNull();
      expect(await cache.get(key('long'))).toBe('v');
    });

    it('drops an earlier TTL when a value is set again without one', async () => {
      const clock = startTestClock(cache.redis);
      await cache.set(key('a'), 'v', 30_000);
      await cache.set(key('a'), 'w');
      await clock.advance(60_000, `${prefix}*`);
      expect(await cache.get(key('a'))).toBe('w');
    });

    it('refuses a TTL that is not positive', async () => {
      await expect(cache.set(key('a'), 'v', 0)).rejects.toThrow(RangeError);
      await expect(cache.pexpire(key('a'), -5)).rejects.toThrow(RangeError);
      await expect(cache.incr(key('a'), Number.NaN)).rejects.toThrow(RangeError);
    });

    it('deletes keys and counts only those that existed', async () => {
      await cache.set(key('a'), '1');
      await cache.sadd(key('s'), 'x');
      expect(await cache.del(key('a'), key('s'), key('missing'))).toBe(2);
      expect(await cache.get(key('a'))).toBeNull();
      expect(await cache.smembers(key('s'))).toEqual([]);
      expect(await cache.del()).toBe(0);
      await cache.set(key('b'), '1');
      expect(await cache.del(key('b'), key('b'))).toBe(1);
    });

    it('sets a TTL on an existing key only', async () => {
      const clock = startTestClock(cache.redis);
      expect(await cache.pexpire(key('missing'), 1_000)).toBe(false);
      await cache.set(key('a'), 'v');
      expect(await cache.pexpire(key('a'), 30_000)).toBe(true);
      await clock.advance(20_000, `${prefix}*`);
      expect(await cache.get(key('a'))).toBe('v');
      await clock.advance(10_000, `${prefix}*`);
      expect(await cache.get(key('a'))).toBeNull();
    });

    it('counts with incr in a fixed window that later increments do not extend', async () => {
      const clock = startTestClock(cache.redis);
      expect(await cache.incr(key('n'), 60_000)).toBe(1);
      await clock.advance(25_000, `${prefix}*`);
      expect(await cache.incr(key('n'), 60_000)).toBe(2);
      await clock.advance(25_000, `${prefix}*`);
      expect(await cache.incr(key('n'), 60_000)).toBe(3);
      await clock.advance(10_000, `${prefix}*`);
      expect(await cache.get(key('n'))).toBeNull();
      expect(await cache.incr(key('n'))).toBe(1);
      expect(await cache.incr(key('n'))).toBe(2);
      expect(await cache.get(key('n'))).toBe('2');
    });

    it('refuses to increment a value that is not an integer', async () => {
      await cache.set(key('word'), 'abc');
      await expect(cache.incr(key('word'))).rejects.toThrow(/not an integer/);
    });

    it('keeps string sets: adds, removes, lists, and forgets an emptied set', async () => {
      expect(await cache.smembers(key('s'))).toEqual([]);
      expect(await cache.sadd(key('s'), 'a', 'b')).toBe(2);
      expect(await cache.sadd(key('s'), 'b', 'c')).toBe(1);
      expect((await cache.smembers(key('s'))).sort()).toEqual(['a', 'b', 'c']);
      expect(await cache.srem(key('s'), 'a', 'z')).toBe(1);
      expect((await cache.smembers(key('s'))).sort()).toEqual(['b', 'c']);
      expect(await cache.srem(key('s'), 'b', 'c')).toBe(2);
      expect(await cache.pexpire(key('s'), 1_000)).toBe(false);
      expect(await cache.srem(key('missing'), 'a')).toBe(0);
      expect(await cache.sadd(key('s'))).toBe(0);
    });

    it('lets a set expire as a whole', async () => {
      const clock = startTestClock(cache.redis);
      await cache.sadd(key('s'), 'a');
      await cache.pexpire(key('s'), 30_000);
      await cache.sadd(key('s'), 'b');
      await clock.advance(30_000, `${prefix}*`);
      expect(await cache.smembers(key('s'))).toEqual([]);
    });

    it('refuses operations against the wrong kind of value', async () => {
      await cache.set(key('str'), 'v');
      await cache.sadd(key('set'), 'm');
      await expect(cache.get(key('set'))).rejects.toThrow(/WRONGTYPE/);
      await expect(cache.sadd(key('str'), 'm')).rejects.toThrow(/WRONGTYPE/);
      await expect(cache.smembers(key('str'))).rejects.toThrow(/WRONGTYPE/);
      await expect(cache.incr(key('set'))).rejects.toThrow(/WRONGTYPE/);
    });

    it('answers ping while open and refuses commands once closed', async () => {
      await expect(cache.ping()).resolves.toBeUndefined();
      await deleteByPrefix(cache, prefix);
      await cache.close();
      closed = true;
      await expect(cache.get(key('a'))).rejects.toThrow();
    });
  });
}

describe('cache (redis that cannot be reached)', () => {
  it('fails commands with an error the error handler maps to 503 instead of hanging', async () => {
    const cache = createCache({ url: 'redis://127.0.0.1:1', logger });
    try {
      const failure = await cache.get('anything').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isUnavailableError(failure)).toBe(true);
      await expect(cache.ping()).rejects.toThrow();
    } finally {
      await cache.close();
    }
  }, 15_000);
});
