import { randomUUID } from 'node:crypto';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisCache } from '../../src/data/cache-redis.js';
import type { Cache } from '../../src/data/cache.js';
import { isUnavailableError } from '../../src/http/errors.js';
import { createLogger } from '../../src/runtime/logger.js';
import { createLimiter } from '../../src/security/rate-limit.js';
import { createSessionStore } from '../../src/security/sessions.js';
import { requireService, testRedisUrl } from '../../src/testing/environment.js';

const redisUrl = testRedisUrl();
const withRedis = requireService('redis', redisUrl);
const logger = createLogger('cache-outage-test', { level: 'silent' });

/** A TCP relay in front of Redis that counts connection attempts and can turn them all away. */
async function startRedisProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let refusing = false;
  let attempts = 0;
  const server = createServer((client) => {
    attempts += 1;
    if (refusing) {
      client.destroy();
      return;
    }
    const server = tcpConnect(Number(upstream.port || 6379), upstream.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    attempts: () => attempts,
    /** Cuts every connection and turns new ones away, like Redis going down. */
    goDown() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    comeBack() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(withRedis)('Redis cache while Redis is unreachable', () => {
  let cache: Cache | undefined;
  let proxy: Awaited<ReturnType<typeof startRedisProxy>> | undefined;

  afterEach(async () => {
    await cache?.close();
    await proxy?.close();
  });

  it('refuses commands at once, without waiting for a reconnect, and works again once Redis is back', async () => {
    proxy = await startRedisProxy(redisUrl as string);
    const open = createRedisCache(proxy.url, logger);
    cache = open;
    const key = `test:cache-outage:${randomUUID()}`;
    await open.set(key, 'kept', 60_000);
    const sessions = createSessionStore(open);
    const limiter = createLimiter(open, {
      prefix: `test:outage:${randomUUID()}`,
      points: 5,
      durationSeconds: 60,
    });

    proxy.goDown();
    // Reconnecting has begun and been turned away, so the next attempt is a backoff away.
    await vi.waitFor(() => expect(proxy!.attempts()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    const attemptsBefore = proxy.attempts();
    const failures = await Promise.all([
      open.get(key).then(
        () => undefined,
        (error: unknown) => error,
      ),
      sessions.touch('a'.repeat(43)).then(
        () => undefined,
        (error: unknown) => error,
      ),
      limiter.consume('client').then(
        () => undefined,
        (error: unknown) => error,
      ),
    ]);
    // Refused before any further reconnect attempt, not held in a queue until one failed.
    expect(proxy.attempts()).toBe(attemptsBefore);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      expect(isUnavailableError(failure)).toBe(true);
    }

    proxy.comeBack();
    await vi.waitFor(async () => expect(await open.get(key)).toBe('kept'), { timeout: 10_000 });
    await open.del(key);
  });
});
