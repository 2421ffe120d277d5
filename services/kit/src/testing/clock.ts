import type { Redis } from 'ioredis';
import { onTestFinished, vi } from 'vitest';

export interface TestClock {
  /**
   * Moves time on by `ms`: the fake `Date`, and in Redis the TTL of every key matching one of
   * `patterns` (globs, as `SCAN MATCH` reads them), a key whose TTL runs out deleted as Redis would.
   */
  advance(ms: number, ...patterns: string[]): Promise<void>;
}

/**
 * Time for a test of things that expire, moved on at once instead of waited for, so a busy machine
 * cannot make a key outlive or miss its margin. Only `Date` is faked (until the test ends): it drives
 * the code under test, the memory cache and the memory rate limiter, while the Redis client keeps its
 * real timers. Redis counts TTLs on its own clock, so with a client `advance` takes the same time off
 * the TTLs there; the tests' durations are tens of seconds, beside which the real milliseconds that
 * pass between two steps do not count.
 */
export function startTestClock(redis: Redis | undefined): TestClock {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    async advance(ms, ...patterns) {
      vi.setSystemTime(Date.now() + ms);
      if (!redis) return;
      for (const pattern of patterns) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
          for (const key of keys) await age(redis, key, ms);
          cursor = next;
        } while (cursor !== '0');
      }
    },
  };
}

async function age(redis: Redis, key: string, ms: number): Promise<void> {
  const left = await redis.pttl(key);
  // -1: no TTL, so time changes nothing; -2: already gone.
  if (left < 0) return;
  if (left <= ms) await redis.del(key);
  else await redis.pexpire(key, left - ms);
}
