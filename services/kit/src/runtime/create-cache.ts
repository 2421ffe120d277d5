import type { Logger } from 'pino';
import { createMemoryCache } from '../data/cache-memory.js';
import { createRedisCache } from '../data/cache-redis.js';
import type { Cache } from '../data/cache.js';

/** The cache: ioredis on `url`, else in memory. */
export function createCache(options: { url?: string; logger: Logger }): Cache {
  return options.url ? createRedisCache(options.url, options.logger) : createMemoryCache();
}
