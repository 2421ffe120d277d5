import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Cache } from '../../src/data/cache.js';
import { createCache } from '../../src/runtime/create-cache.js';
import { createLogger } from '../../src/runtime/logger.js';
import { createSessionStore } from '../../src/security/sessions.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';
import { type RedisCommandWatch, watchRedisCommands } from '../../src/testing/redis.js';
import { startTestClock } from '../../src/testing/clock.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);

const logger = createLogger('sessions-touch-test', { level: 'silent' });

const implementations = [
  { name: 'memory', url: undefined as string | undefined, enabled: true },
  { name: 'redis', url: redisUrl, enabled: withRedis },
];

for (const implementation of implementations) {
  describe.skipIf(!implementation.enabled)(`touch in two halves (${implementation.name})`, () => {
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

    it('plans a read of the session key with the idle timeout; none for an id that cannot be one', () => {
      const store = createSessionStore(cache, { idleMs: 5_000 });
      const sid = Buffer.alloc(32, 1).toString('base64url');
      const plan = store.planTouch(sid);
      expect(plan).toMatchObject({ key: `session:${sid}`, ttlMs: 5_000 });
      expect(store.planTouch('../../etc/passwd')).toBeNull();
      expect(store.planTouch('')).toBeNull();
    });

    it('settles what a batched read returned exactly as touch answers', async () => {
      const clock = startTestClock(cache.redis);
      const store = createSessionStore(cache, { idleMs: 60_000 });
      const userId = newUser();
      const session = await store.create({ userId, isAdmin: true, actorId: 'admin-3' });
      const counter = `test-touch-counter:${randomUUID()}`;
      await clock.advance(40_000, `session:${session.id}`);
      const plan = store.planTouch(session.id)!;
      // The read travels with another command (a rate-limit count) in one round trip.
      const { value } = await cache.countAndGetex(counter, 60_000, plan);
      expect(await plan.settle(value)).toEqual(session);
      expect(await plan.settle(null)).toBeNull();
      await clock.advance(40_000, `session:${session.id}`, counter);
      // Past the idle timeout from its creation, within the one the read restarted.
      expect(await store.get(session.id)).toEqual(session);
      await cache.del(counter);
    });

    it('deletes a session past its absolute expiry when settling, with its index entries', async () => {
      const store = createSessionStore(cache);
      const adminId = newUser();
      const userId = newUser();
      const session = await store.create({ userId, isAdmin: false, actorId: adminId });
      const stored = JSON.parse((await cache.get(`session:${session.id}`))!);
      const expired = JSON.stringify({ ...stored, absoluteExpiresAt: Date.now() - 1 });
      await cache.set(`session:${session.id}`, expired, 60_000);
      const plan = store.planTouch(session.id)!;
      expect(await plan.settle(await cache.getex(plan.key, plan.ttlMs))).toBeNull();
      expect(await cache.get(`session:${session.id}`)).toBeNull();
      expect(await cache.smembers(`user-sessions:${userId}`)).toEqual([]);
      expect(await cache.smembers(`actor-sessions:${adminId}`)).toEqual([]);
    });

    it('deletes what is not a session when settling', async () => {
      const store = createSessionStore(cache);
      const sid = Buffer.alloc(32, 9).toString('base64url');
      for (const raw of [
        '{not json',
        '[]',
        '{"userId":"u","isAdmin":"yes","createdAt":1,"absoluteExpiresAt":2}',
      ]) {
        await cache.set(`session:${sid}`, raw, 60_000);
        expect(await store.touch(sid)).toBeNull();
        expect(await cache.get(`session:${sid}`)).toBeNull();
      }
    });

    it('keeps the key from outliving the absolute expiry when that comes before the idle timeout', async () => {
      const clock = startTestClock(cache.redis);
      const store = createSessionStore(cache, { idleMs: 600_000, absoluteMs: 70_000 });
      const session = await store.create({ userId: newUser(), isAdmin: false });
      await clock.advance(20_000, `session:${session.id}`);
      expect(await store.touch(session.id)).not.toBeNull();
      await clock.advance(60_000, `session:${session.id}`);
      // Gone by itself: the touch above did not leave it a full idle timeout.
      const raw = await cache.get(`session:${session.id}`);
      expect(raw).toBeNull();
    });
  });
}

describe.skipIf(!withRedis)('touch round trips (redis)', () => {
  let cache: Cache;
  let watch: RedisCommandWatch;
  const userId = `test-user-${randomUUID()}`;

  beforeAll(async () => {
    cache = createCache({ url: redisUrl, logger });
    watch = await watchRedisCommands(redisUrl!);
  });

  afterAll(async () => {
    await createSessionStore(cache).revokeAllForUser(userId);
    await cache.del(`user-sessions:${userId}`);
    await watch.close();
    await cache.close();
  });

  it('costs one GETEX for a live session', async () => {
    const store = createSessionStore(cache);
    const session = await store.create({ userId, isAdmin: false });
    await watch.clear();
    expect(await store.touch(session.id)).not.toBeNull();
    const commands = await watch.commands(session.id);
    expect(commands.map((args) => args[0]?.toLowerCase())).toEqual(['getex']);
    expect(Number(await cache.redis!.pttl(`session:${session.id}`))).toBeGreaterThan(14 * 60 * 1000);
  });
});
