import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { createLogger } from '../../src/runtime/logger.js';
import { createSessionStore } from '../../src/security/sessions.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';
import { startTestClock } from '../../src/testing/clock.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);

const logger = createLogger('sessions-test', { level: 'silent' });

const implementations = [
  { name: 'memory', url: undefined as string | undefined, enabled: true },
  { name: 'redis', url: redisUrl, enabled: withRedis },
];

for (const implementation of implementations) {
  describe.skipIf(!implementation.enabled)(`session store (${implementation.name})`, () => {
    let cache: Cache;
    let users: string[];
    const newUser = () => {
      const id = `test-user-${randomUUID()}`;
      users.push(id);
      return id;
    };

    beforeEach(() => {
      cache = createCache({ url: implementation.url, logger });
      users = [];
    });

    afterEach(async () => {
      const store = createSessionStore(cache);
      for (const userId of users) {
        await store.revokeAllForUser(userId);
        await cache.del(`user-sessions:${userId}`, `actor-sessions:${userId}`);
      }
      await cache.close();
    });

    it('creates a session with a random 32-byte id and its expiry', async () => {
      const store = createSessionStore(cache, { absoluteMs: 60_000 });
      const userId = newUser();
      const before = Date.now();
      const session = await store.create({ userId, isAdmin: true });
      const other = await store.create({ userId, isAdmin: true });
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(session.id, 'base64url')).toHaveLength(32);
      expect(other.id).not.toBe(session.id);
      expect(session).toMatchObject({ userId, isAdmin: true });
      expect(session.actorId).toBeUndefined();
      expect(session.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(session.absoluteExpiresAt.getTime() - session.createdAt.getTime()).toBe(60_000);
      expect(await store.get(session.id)).toEqual(session);
      expect((await cache.smembers(`user-sessions:${userId}`)).sort()).toEqual([session.id, other.id].sort());
      expect(JSON.parse((await cache.get(`session:${session.id}`))!)).toMatchObject({
        userId,
        isAdmin: true,
      });
    });

    it('keeps the impersonating administrator', async () => {
      const store = createSessionStore(cache);
      const session = await store.create({ userId: newUser(), isAdmin: false, actorId: 'admin-7' });
      expect((await store.touch(session.id))?.actorId).toBe('admin-7');
    });

    it('ends an idle session; touch restarts the idle timeout and get does not', async () => {
      const clock = startTestClock(cache.redis);
      const store = createSessionStore(cache, { idleMs: 60_000 });
      const userId = newUser();
      const touched = await store.create({ userId, isAdmin: false });
      const onlyRead = await store.create({ userId, isAdmin: false });
      const keys = [`session:${touched.id}`, `session:${onlyRead.id}`];
      await clock.advance(35_000, ...keys);
      expect(await store.touch(touched.id)).not.toBeNull();
      expect(await store.get(onlyRead.id)).not.toBeNull();
      await clock.advance(35_000, ...keys);
      expect(await store.get(touched.id)).not.toBeNull();
      expect(await store.get(onlyRead.id)).toBeNull();
      await clock.advance(80_000, ...keys);
      expect(await store.get(touched.id)).toBeNull();
      expect(await store.touch(touched.id)).toBeNull();
    });

    it('ends a session at its absolute expiry however active it is', async () => {
      const clock = startTestClock(cache.redis);
      const store = createSessionStore(cache, { idleMs: 600_000, absoluteMs: 100_000 });
      const session = await store.create({ userId: newUser(), isAdmin: false });
      for (let i = 0; i < 3; i += 1) {
        await clock.advance(20_000, `session:${session.id}`);
        expect(await store.touch(session.id)).not.toBeNull();
      }
      await clock.advance(60_000, `session:${session.id}`);
      expect(await store.touch(session.id)).toBeNull();
    });

    it('refuses and deletes a stored session past its absolute expiry', async () => {
      const store = createSessionStore(cache);
      const userId = newUser();
      const session = await store.create({ userId, isAdmin: false });
      const stored = JSON.parse((await cache.get(`session:${session.id}`))!);
      const expired = { ...stored, absoluteExpiresAt: Date.now() - 1_000 };
      await cache.set(`session:${session.id}`, JSON.stringify(expired), 60_000);

      expect(await store.touch(session.id)).toBeNull();
      expect(await cache.get(`session:${session.id}`)).toBeNull();
      expect(await cache.smembers(`user-sessions:${userId}`)).toEqual([]);
    });

    it('revokes one session', async () => {
      const store = createSessionStore(cache);
      const userId = newUser();
      const revoked = await store.create({ userId, isAdmin: false });
      const kept = await store.create({ userId, isAdmin: false });
      await store.revoke(revoked.id);
      expect(await store.get(revoked.id)).toBeNull();
      expect(await store.touch(revoked.id)).toBeNull();
      expect(await store.get(kept.id)).not.toBeNull();
      expect(await cache.smembers(`user-sessions:${userId}`)).toEqual([kept.id]);
      await expect(store.revoke(revoked.id)).resolves.toBeUndefined();
    });

    it('revokes every session of one user and no one else', async () => {
      const store = createSessionStore(cache);
      const userId = newUser();
      const someoneElse = newUser();
      const sessions = await Promise.all([1, 2, 3].map(() => store.create({ userId, isAdmin: false })));
      const theirs = await store.create({ userId: someoneElse, isAdmin: false });
      await store.revoke(sessions[0]!.id);

      expect(await store.revokeAllForUser(userId)).toBe(2);
      for (const session of sessions) expect(await store.get(session.id)).toBeNull();
      expect(await store.get(theirs.id)).not.toBeNull();
      expect(await store.revokeAllForUser(userId)).toBe(0);
    });

    it('ends the impersonations an administrator holds along with their own sessions', async () => {
      const store = createSessionStore(cache);
      const adminId = newUser();
      const enrolleeId = newUser();
      const own = await store.create({ userId: adminId, isAdmin: true });
      const impersonation = await store.create({ userId: enrolleeId, isAdmin: false, actorId: adminId });
      const enrolleesOwn = await store.create({ userId: enrolleeId, isAdmin: false });

      expect(await store.revokeAllForUser(adminId)).toBe(2);
      expect(await store.get(own.id)).toBeNull();
      expect(await store.get(impersonation.id)).toBeNull();
      expect(await store.get(enrolleesOwn.id)).not.toBeNull();
      expect(await cache.smembers(`actor-sessions:${adminId}`)).toEqual([]);
    });

    it('forgets an ended impersonation in the administrator’s list', async () => {
      const store = createSessionStore(cache);
      const adminId = newUser();
      const impersonation = await store.create({ userId: newUser(), isAdmin: false, actorId: adminId });
      expect(await cache.smembers(`actor-sessions:${adminId}`)).toEqual([impersonation.id]);
      await store.revoke(impersonation.id);
      expect(await cache.smembers(`actor-sessions:${adminId}`)).toEqual([]);
      expect(await store.revokeAllForUser(adminId)).toBe(0);
    });

    it('answers null for ids that are malformed, unknown or hold something unreadable', async () => {
      const store = createSessionStore(cache);
      expect(await store.get('')).toBeNull();
      expect(await store.get('../../etc')).toBeNull();
      const unknown = Buffer.alloc(32, 7).toString('base64url');
      expect(await store.touch(unknown)).toBeNull();
      const corrupt = randomBytes(32).toString('base64url');
      await cache.set(`session:${corrupt}`, '{not json', 60_000);
      expect(await store.get(corrupt)).toBeNull();
      expect(await cache.get(`session:${corrupt}`)).toBeNull();
    });
  });
}
