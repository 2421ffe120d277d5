import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Cache } from '../data/cache.js';

export interface LimiterOptions {
  /** Namespace of the counters, e.g. `identity:login-failures`. */
  prefix: string;
  /** How many consumes a key may make per window. */
  points: number;
  durationSeconds: number;
  /** Once a key goes over the limit, refuse it this long (instead of until the window ends). */
  blockSeconds?: number;
}

export interface Limiter {
  /** Uses one point; `allowed` is false once the key is over its limit. Rejects only when the store fails. */
  consume(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Whether the next `consume` would be refused, without using a point. */
  isBlocked(key: string): Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  /**
   * Gives back points the key used in this window, e.g. when the attempt a point paid for turned out
   * to be a success. Rejects only when the store fails.
   */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key's count (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

function secondsUntil(msBeforeNext: number): number {
  return msBeforeNext > 0 ? Math.max(1, Math.ceil(msBeforeNext / 1000)) : 1;
}

/** A fixed-window limiter on rate-limiter-flexible, in Redis when the cache has a client, else in memory. */
export function createLimiter(cache: Cache, options: LimiterOptions): Limiter {
  const settings = {
    keyPrefix: options.prefix,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockSeconds ?? 0,
  };
  const limiter = cache.redis
    ? new RateLimiterRedis({ ...settings, storeClient: cache.redis })
    : new RateLimiterMemory(settings);

  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: secondsUntil(outcome.msBeforeNext) };
        }
        throw outcome;
      }
    },

    async isBlocked(key) {
      const state = await limiter.get(key);
      if (state === null || state.consumedPoints < options.points) {
        return { blocked: false, retryAfterSeconds: 0 };
      }
      return { blocked: true, retryAfterSeconds: secondsUntil(state.msBeforeNext) };
    },

    async reward(key, points = 1) {
      await limiter.reward(key, points);
    },

    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export interface WindowLimiterOptions {
  /** Namespace of the counters, e.g. `gateway:api`. */
  prefix: string;
  /** How many consumes a key may make per window. */
  points: number;
  durationSeconds: number;
}

export interface LimitAnswer {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A key to read with its TTL restarted (`Cache.getex`) in the same round trip as a consume. */
export interface ReadAlong {
  key: string;
  ttlMs: number;
}

export interface WindowLimiter {
  /** Uses one point; `allowed` is false once the key is over its limit. Rejects only when the store fails. */
  consume(key: string): Promise<LimitAnswer>;
  /** `consume`, with `read` read in the same round trip; `value` is null when there was nothing to read. */
  consumeAndGetex(key: string, read: ReadAlong | undefined): Promise<LimitAnswer & { value: string | null }>;
}

/**
 * The fixed window of `createLimiter` without blocking, counted through the cache's own commands so that
 * the count can share its round trip with another read (a request's session). The counters are the ones
 * rate-limiter-flexible keeps (`<prefix>:<key>`, an integer whose TTL starts with the window) and the
 * answers are the same: the `points + 1`-th consume of a window is refused until the window ends.
 */
export function createWindowLimiter(cache: Cache, options: WindowLimiterOptions): WindowLimiter {
  const windowMs = options.durationSeconds * 1000;
  const counterKey = (key: string) => `${options.prefix}:${key}`;

  async function consumeAndGetex(key: string, read: ReadAlong | undefined) {
    const { count, windowLeftMs, value } = await cache.countAndGetex(counterKey(key), windowMs, read);
    const allowed = count <= options.points;
    return { allowed, retryAfterSeconds: allowed ? 0 : secondsUntil(windowLeftMs), value };
  }

  return {
    async consume(key) {
      const { allowed, retryAfterSeconds } = await consumeAndGetex(key, undefined);
      return { allowed, retryAfterSeconds };
    },
    consumeAndGetex,
  };
}
