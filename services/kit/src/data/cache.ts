import type { Redis } from 'ioredis';

/** What `Cache.countAndGetex` found: the counter after this hit, its window, and the value read. */
export interface CountAndGetex {
  count: number;
  /** Milliseconds until the counter's window ends. */
  windowLeftMs: number;
  /** The value read, or null when the key does not exist or nothing was asked. */
  value: string | null;
}

/**
 * A small key-value store of strings and string sets with TTLs: Redis when configured, else memory.
 * Both implementations behave the same; `redis` is the client when there is one.
 */
export interface Cache {
  get(key: string): Promise<string | null>;
  /** Reads a string and restarts its TTL at `ttlMs` (`GETEX key PX ttlMs`); null when the key does not exist. */
  getex(key: string, ttlMs: number): Promise<string | null>;
  /** Stores `value`, expiring after `ttlMs` when given (replacing any earlier TTL). */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Deletes the keys; resolves with how many existed. */
  del(...keys: string[]): Promise<number>;
  /** Sets a key's TTL; false when the key does not exist. */
  pexpire(key: string, ttlMs: number): Promise<boolean>;
  /** Adds one; a key created by this call expires after `ttlMs` when given (a fixed window). */
  incr(key: string, ttlMs?: number): Promise<number>;
  /**
   * One round trip for what a request needs before it goes on: adds one to the fixed-window counter
   * `counter` (when this call creates it, or it has no TTL, it expires after `windowMs`) and, with
   * `read`, reads that key and restarts its TTL as `getex` does.
   */
  countAndGetex(
    counter: string,
    windowMs: number,
    read?: { key: string; ttlMs: number },
  ): Promise<CountAndGetex>;
  /** Adds members to a set; resolves with how many were new. */
  sadd(key: string, ...members: string[]): Promise<number>;
  /** Removes members from a set; resolves with how many were there. */
  srem(key: string, ...members: string[]): Promise<number>;
  smembers(key: string): Promise<string[]>;
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  redis?: Redis;
}
