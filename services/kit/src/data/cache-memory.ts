import type { Cache } from './cache.js';
import { checkedTtl } from './cache-ttl.js';

type Entry = ({ kind: 'string'; value: string } | { kind: 'set'; members: Set<string> }) & {
  expiresAt?: number;
};

const WRONG_TYPE = 'WRONGTYPE Operation against a key holding the wrong kind of value';
const NOT_AN_INTEGER = 'ERR value is not an integer or out of range';
const SWEEP_INTERVAL_MS = 60_000;

/** The in-memory `Cache` for a process without Redis; it mirrors the Redis commands it stands in for. */
export function createMemoryCache(): Cache {
  const entries = new Map<string, Entry>();
  let closed = false;

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) entries.delete(key);
    }
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  function open(): void {
    if (closed) throw new Error('Cache is closed');
  }

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function setEntry(key: string, create: boolean): Extract<Entry, { kind: 'set' }> | undefined {
    const entry = live(key);
    if (entry === undefined) {
      if (!create) return undefined;
      const fresh: Entry = { kind: 'set', members: new Set() };
      entries.set(key, fresh);
      return fresh;
    }
    if (entry.kind !== 'set') throw new Error(WRONG_TYPE);
    return entry;
  }

  function stringEntry(key: string): Extract<Entry, { kind: 'string' }> | undefined {
    const entry = live(key);
    if (entry !== undefined && entry.kind !== 'string') throw new Error(WRONG_TYPE);
    return entry;
  }

  /** INCR: the counter after adding one; a counter this creates expires after `ttl` when given. */
  function increment(key: string, ttl: number | undefined): Extract<Entry, { kind: 'string' }> {
    const entry = stringEntry(key);
    if (entry === undefined) {
      const fresh: Extract<Entry, { kind: 'string' }> = {
        kind: 'string',
        value: '1',
        expiresAt: ttl === undefined ? undefined : Date.now() + ttl,
      };
      entries.set(key, fresh);
      return fresh;
    }
    if (!/^-?\d+$/.test(entry.value)) throw new Error(NOT_AN_INTEGER);
    const next = Number(entry.value) + 1;
    if (!Number.isSafeInteger(next)) throw new Error(NOT_AN_INTEGER);
    entry.value = String(next);
    return entry;
  }

  /** GETEX ... PX: the value, its TTL restarted. */
  function readRestarting(key: string, ttl: number): string | null {
    const entry = stringEntry(key);
    if (entry === undefined) return null;
    entry.expiresAt = Date.now() + ttl;
    return entry.value;
  }

  return {
    async get(key) {
      open();
      return stringEntry(key)?.value ?? null;
    },

    async getex(key, ttlMs) {
      open();
      return readRestarting(key, checkedTtl(ttlMs));
    },

    async countAndGetex(counter, windowMs, read) {
      open();
      const window = checkedTtl(windowMs);
      const ttl = read === undefined ? undefined : checkedTtl(read.ttlMs);
      const entry = increment(counter, window);
      const now = Date.now();
      // As the script does for a counter left without a TTL.
      entry.expiresAt ??= now + window;
      const windowLeftMs = entry.expiresAt - now;
      const value = read === undefined || ttl === undefined ? null : readRestarting(read.key, ttl);
      return { count: Number(entry.value), windowLeftMs, value };
    },

    async set(key, value, ttlMs) {
      open();
      const expiresAt = ttlMs === undefined ? undefined : Date.now() + checkedTtl(ttlMs);
      entries.set(key, { kind: 'string', value, expiresAt });
    },

    async del(...keys) {
      open();
      let removed = 0;
      for (const key of new Set(keys)) {
        if (live(key) !== undefined) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },

    async pexpire(key, ttlMs) {
      open();
      const ttl = checkedTtl(ttlMs);
      const entry = live(key);
      if (entry === undefined) return false;
      entry.expiresAt = Date.now() + ttl;
      return true;
    },

    async incr(key, ttlMs) {
      open();
      const ttl = ttlMs === undefined ? undefined : checkedTtl(ttlMs);
      const entry = increment(key, ttl);
      if (ttl !== undefined && entry.expiresAt === undefined) entry.expiresAt = Date.now() + ttl;
      return Number(entry.value);
    },

    async sadd(key, ...members) {
      open();
      if (members.length === 0) return 0;
      const entry = setEntry(key, true)!;
      let added = 0;
      for (const member of members) {
        if (!entry.members.has(member)) {
          entry.members.add(member);
          added += 1;
        }
      }
      return added;
    },

    async srem(key, ...members) {
      open();
      if (members.length === 0) return 0;
      const entry = setEntry(key, false);
      if (entry === undefined) return 0;
      let removed = 0;
      for (const member of members) {
        if (entry.members.delete(member)) removed += 1;
      }
      if (entry.members.size === 0) entries.delete(key);
      return removed;
    },

    async smembers(key) {
      open();
      const entry = setEntry(key, false);
      return entry === undefined ? [] : [...entry.members];
    },

    async ping() {
      open();
    },

    async close() {
      closed = true;
      clearInterval(sweep);
      entries.clear();
    },
  };
}
