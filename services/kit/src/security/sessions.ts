import { randomBytes } from 'node:crypto';
import type { Cache } from '../data/cache.js';

/** A login session, held in the cache under `session:<id>`. */
export interface Session {
  id: string;
  userId: string;
  isAdmin: boolean;
  /** The administrator behind an impersonation session. */
  actorId?: string;
  createdAt: Date;
  /** After this the session is over however active it was. */
  absoluteExpiresAt: Date;
}

/**
 * `touch` in two halves, so that its read can travel with other commands in one round trip: read `key`
 * restarting its TTL at `ttlMs` (`Cache.getex`, or the read of `Cache.countAndGetex`), then `settle`
 * what the read returned. Settling gives what `touch` would have, and may itself call the cache (to
 * delete a session past its absolute expiry, or to keep the TTL within it near the end).
 */
export interface SessionTouch {
  key: string;
  ttlMs: number;
  settle(raw: string | null): Promise<Session | null>;
}

export interface SessionStore {
  create(input: { userId: string; isAdmin: boolean; actorId?: string }): Promise<Session>;
  /**
   * The live session, with its idle timeout restarted; null when revoked, idle too long or too old.
   * One round trip (`GETEX`) unless the session is past its absolute expiry or within one idle
   * timeout of it.
   */
  touch(sid: string): Promise<Session | null>;
  /** `touch` split around its read, for a caller that sends the read along with its own commands; null for an id that cannot name a session. */
  planTouch(sid: string): SessionTouch | null;
  /** The live session without restarting its idle timeout. */
  get(sid: string): Promise<Session | null>;
  revoke(sid: string): Promise<void>;
  /**
   * Ends every session of the user, and every impersonation they are the administrator behind;
   * resolves with how many were still live.
   */
  revokeAllForUser(userId: string): Promise<number>;
}

export interface SessionStoreOptions {
  idleMs?: number;
  absoluteMs?: number;
}

export const DEFAULT_SESSION_IDLE_MS = 15 * 60 * 1000;
export const DEFAULT_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the cache holds under `session:<id>`, as JSON. */
interface StoredSession {
  userId: string;
  isAdmin: boolean;
  actorId?: string;
  createdAt: number;
  absoluteExpiresAt: number;
}

const sessionKey = (sid: string) => `session:${sid}`;
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;
// An impersonation session belongs to the impersonated user; this list finds it from the administrator.
const actorSessionsKey = (actorId: string) => `actor-sessions:${actorId}`;

function toSession(id: string, stored: StoredSession): Session {
  const session: Session = {
    id,
    userId: stored.userId,
    isAdmin: stored.isAdmin,
    createdAt: new Date(stored.createdAt),
    absoluteExpiresAt: new Date(stored.absoluteExpiresAt),
  };
  if (stored.actorId !== undefined) session.actorId = stored.actorId;
  return session;
}

// Checked by hand rather than with a schema: it runs for every request through the gateway.
function parseStored(raw: string): StoredSession | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { userId, isAdmin, actorId, createdAt, absoluteExpiresAt } = value as Record<string, unknown>;
  if (
    typeof userId !== 'string' ||
    typeof isAdmin !== 'boolean' ||
    (actorId !== undefined && typeof actorId !== 'string') ||
    typeof createdAt !== 'number' ||
    !Number.isFinite(createdAt) ||
    typeof absoluteExpiresAt !== 'number' ||
    !Number.isFinite(absoluteExpiresAt)
  ) {
    return undefined;
  }
  const stored: StoredSession = { userId, isAdmin, createdAt, absoluteExpiresAt };
  if (actorId !== undefined) stored.actorId = actorId;
  return stored;
}

/**
 * Sessions in the cache with an idle timeout (15 minutes) and an absolute one (12 hours);
 * `user-sessions:<userId>` lists a user's session ids so they can all be revoked at once, and
 * `actor-sessions:<userId>` the impersonation sessions that user holds as an administrator.
 */
export function createSessionStore(cache: Cache, options: SessionStoreOptions = {}): SessionStore {
  const idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
  const absoluteMs = options.absoluteMs ?? DEFAULT_SESSION_ABSOLUTE_MS;

  async function remove(sid: string, stored: StoredSession | undefined): Promise<void> {
    await cache.del(sessionKey(sid));
    if (stored === undefined) return;
    await cache.srem(userSessionsKey(stored.userId), sid);
    if (stored.actorId !== undefined) await cache.srem(actorSessionsKey(stored.actorId), sid);
  }

  /** The live stored session; one past its absolute expiry is deleted on sight. */
  async function read(sid: string): Promise<StoredSession | undefined> {
    if (!SID_PATTERN.test(sid)) return undefined;
    const raw = await cache.get(sessionKey(sid));
    if (raw === null) return undefined;
    const stored = parseStored(raw);
    if (stored === undefined) {
      await remove(sid, undefined);
      return undefined;
    }
    if (stored.absoluteExpiresAt <= Date.now()) {
      await remove(sid, stored);
      return undefined;
    }
    return stored;
  }

  // The idle timeout never reaches past the absolute expiry, so the cache drops the key by itself.
  const idleTtl = (stored: StoredSession) => Math.min(idleMs, stored.absoluteExpiresAt - Date.now());

  function planTouch(sid: string): SessionTouch | null {
    if (!SID_PATTERN.test(sid)) return null;
    const key = sessionKey(sid);
    return {
      key,
      // The read cannot know the absolute expiry yet, so it restarts the full idle timeout.
      ttlMs: idleMs,
      async settle(raw) {
        if (raw === null) return null;
        const stored = parseStored(raw);
        if (stored === undefined) {
          await remove(sid, undefined);
          return null;
        }
        const ttl = idleTtl(stored);
        if (ttl <= 0) {
          await remove(sid, stored);
          return null;
        }
        // Within an idle timeout of the absolute expiry, the key must not outlive the session.
        if (ttl < idleMs && !(await cache.pexpire(key, ttl))) return null;
        return toSession(sid, stored);
      },
    };
  }

  return {
    async create({ userId, isAdmin, actorId }) {
      const sid = randomBytes(32).toString('base64url');
      const now = Date.now();
      const stored: StoredSession = { userId, isAdmin, createdAt: now, absoluteExpiresAt: now + absoluteMs };
      if (actorId !== undefined) stored.actorId = actorId;
      await cache.set(sessionKey(sid), JSON.stringify(stored), idleTtl(stored));
      await cache.sadd(userSessionsKey(userId), sid);
      // The list lives as long as its newest session can.
      await cache.pexpire(userSessionsKey(userId), absoluteMs);
      if (actorId !== undefined) {
        await cache.sadd(actorSessionsKey(actorId), sid);
        await cache.pexpire(actorSessionsKey(actorId), absoluteMs);
      }
      return toSession(sid, stored);
    },

    async touch(sid) {
      const plan = planTouch(sid);
      if (plan === null) return null;
      return plan.settle(await cache.getex(plan.key, plan.ttlMs));
    },

    planTouch,

    async get(sid) {
      const stored = await read(sid);
      return stored === undefined ? null : toSession(sid, stored);
    },

    async revoke(sid) {
      if (!SID_PATTERN.test(sid)) return;
      const raw = await cache.get(sessionKey(sid));
      await remove(sid, raw === null ? undefined : parseStored(raw));
    },

    async revokeAllForUser(userId) {
      const own = await cache.smembers(userSessionsKey(userId));
      // An administrator who loses their rights or their account must not go on as someone else.
      const acting = await cache.smembers(actorSessionsKey(userId));
      const sids = [...new Set([...own, ...acting])];
      if (sids.length === 0) return 0;
      const live = await cache.del(...sids.map(sessionKey));
      // Removing only these ids keeps a session created meanwhile listed.
      if (own.length > 0) await cache.srem(userSessionsKey(userId), ...own);
      if (acting.length > 0) await cache.srem(actorSessionsKey(userId), ...acting);
      return live;
    },
  };
}
