import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Cache, CountAndGetex } from './cache.js';
import { checkedTtl } from './cache-ttl.js';

// The TTL is set only on the call that creates the key, so a counter is a fixed window.
const INCR_WITH_TTL = `
local value = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if ttl > 0 and redis.call('PTTL', KEYS[1]) == -1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return value
`;

// A fixed-window counter as rate-limiter-flexible keeps one (an integer whose TTL is set when it is
// created), then, when a second key is given, that key read with its TTL restarted: one command, so a
// request's rate limit and session check cost one round trip. The counter is touched first, and a
// failing read does not undo it, as with the two commands sent one after the other.
const COUNT_AND_GETEX = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
if #KEYS < 2 then
  return {count, left}
end
return {count, left, redis.call('GETEX', KEYS[2], 'PX', ARGV[2])}
`;

type CountAndGetexReply = [number, number, (string | null)?];

/** The script above as a command of the client (EVALSHA, falling back to EVAL once per connection). */
interface WithCountAndGetex {
  trackerCountAndGetex(numberOfKeys: number, ...keysAndArgs: string[]): Promise<CountAndGetexReply>;
}

const ERROR_LOG_INTERVAL_MS = 30_000;

/** The Redis `Cache`. While Redis is down, commands fail at once instead of queueing until it is back. */
export function createRedisCache(url: string, logger: Logger): Cache {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    commandTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 1_000) + Math.floor(Math.random() * 100),
    // Commands issued in the same tick (the session checks and rate limits of concurrent requests)
    // go out in one write instead of one system call each.
    enableAutoPipelining: true,
  });
  redis.defineCommand('trackerCountAndGetex', { lua: COUNT_AND_GETEX });
  const scripts = redis as unknown as WithCountAndGetex;

  // Without a listener ioredis would print every reconnect failure; one line per interval is enough.
  let lastErrorLog = 0;
  let failing = false;
  redis.on('error', (error: Error) => {
    failing = true;
    const now = Date.now();
    if (now - lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    lastErrorLog = now;
    logger.warn({ err: error }, 'redis unreachable');
  });
  redis.on('ready', () => {
    if (failing) logger.info('redis reachable again');
    failing = false;
    lastErrorLog = 0;
    redis.options.enableOfflineQueue = true;
  });
  // Once a connection is lost or refused, commands are refused at once until one is ready again, instead
  // of waiting in the offline queue for reconnect attempts (two of them, about two seconds, with one
  // retry per request): a request makes several commands, so an outage held every request for seconds.
  // Until then they wait for the first connection, so a process may use the cache as soon as it starts.
  redis.on('close', () => {
    if (redis.status !== 'end') redis.options.enableOfflineQueue = false;
  });

  return {
    redis,

    async get(key) {
      return redis.get(key);
    },

    async getex(key, ttlMs) {
      return redis.getex(key, 'PX', checkedTtl(ttlMs));
    },

    async countAndGetex(counter, windowMs, read): Promise<CountAndGetex> {
      const window = String(checkedTtl(windowMs));
      const reply =
        read === undefined
          ? await scripts.trackerCountAndGetex(1, counter, window)
          : await scripts.trackerCountAndGetex(2, counter, read.key, window, String(checkedTtl(read.ttlMs)));
      return { count: Number(reply[0]), windowLeftMs: Number(reply[1]), value: reply[2] ?? null };
    },

    async set(key, value, ttlMs) {
      if (ttlMs === undefined) await redis.set(key, value);
      else await redis.set(key, value, 'PX', checkedTtl(ttlMs));
    },

    async del(...keys) {
      if (keys.length === 0) return 0;
      return redis.del(...keys);
    },

    async pexpire(key, ttlMs) {
      return (await redis.pexpire(key, checkedTtl(ttlMs))) === 1;
    },

    async incr(key, ttlMs) {
      const ttl = ttlMs === undefined ? 0 : checkedTtl(ttlMs);
      return Number(await redis.eval(INCR_WITH_TTL, 1, key, String(ttl)));
    },

    async sadd(key, ...members) {
      if (members.length === 0) return 0;
      return redis.sadd(key, ...members);
    },

    async srem(key, ...members) {
      if (members.length === 0) return 0;
      return redis.srem(key, ...members);
    },

    async smembers(key) {
      return redis.smembers(key);
    },

    async ping() {
      await redis.ping();
    },

    async close() {
      if (redis.status === 'end') return;
      if (redis.status === 'ready') {
        try {
          await redis.quit();
          return;
        } catch {
          // fall through to a hard disconnect
        }
      }
      redis.disconnect();
    },
  };
}
