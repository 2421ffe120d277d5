import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import {
  createSessionStore,
  type SessionStore,
  type SessionStoreOptions,
} from '@tracker/kit/security/sessions';
import { SESSION_COOKIE, type SessionKeys, signSessionToken } from '@tracker/kit/security/tokens';
import type express from 'express';
import { generateKeyPair } from 'jose';
import { createGatewayApp } from '../../src/app.js';
import {
  type GatewayConfig,
  parseGatewayConfig,
  type ServiceTargets,
  targetsFromConfig,
} from '../../src/config.js';
import { type ServiceName, serviceNames } from '../../src/routes.js';
import { type FakeUpstream, startFakeUpstream, unusedAddress } from './fake-upstream.js';

export const APP_URL = 'http://app.test';
/** Headers of a request made by the app's own pages. */
export const SAME_SITE = { Origin: APP_URL };

/** Redis when `TEST_REDIS_URL` is set, else the in-memory cache; the gateway behaves the same on both. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export const silentLogger = createLogger('gateway-test', { level: 'silent' });

export async function newSessionKeys(): Promise<SessionKeys> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA');
  return { publicKey, privateKey };
}

export type SignedIn = { userId: string; sid: string; token: string; cookie: string };

export type TestGateway = {
  app: express.Express;
  upstreams: Record<ServiceName, FakeUpstream>;
  cache: Cache;
  sessions: SessionStore;
  keys: SessionKeys;
  config: GatewayConfig;
  /** A live session and its token, as the identity service would issue them. */
  signIn(options?: { isAdmin?: boolean; actorId?: string }): Promise<SignedIn>;
  close(): Promise<void>;
};

type TestGatewayOptions = {
  env?: Record<string, string>;
  sessionOptions?: SessionStoreOptions;
  /** The gateway's own cache (sessions, rate limits, readiness) when it should differ from the test's. */
  gatewayCache?: Cache;
  targets?: Partial<ServiceTargets>;
  webDist?: string;
};

/**
 * The gateway app wired to one fake service per upstream, a fresh key pair and a rate-limit prefix of
 * its own, so concurrent runs sharing a Redis never see each other's counters or sessions.
 */
export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const upstreamList = await Promise.all(serviceNames.map((name) => startFakeUpstream(name)));
  const upstreams = Object.fromEntries(upstreamList.map((upstream) => [upstream.name, upstream])) as Record<
    ServiceName,
    FakeUpstream
  >;
  const emptyWebDist = options.webDist ? undefined : await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
  const prefix = `gateway-test-${randomUUID().slice(0, 8)}`;
  const config = parseGatewayConfig({
    APP_URL,
    LOG_LEVEL: 'silent',
    IDENTITY_URL: upstreams.identity.url,
    ACTIVITY_URL: upstreams.activity.url,
    EXEMPTION_URL: upstreams.exemption.url,
    REPORTING_URL: upstreams.reporting.url,
    NOTIFICATION_URL: upstreams.notification.url,
    VERIFICATION_URL: upstreams.verification.url,
    WEB_DIST: options.webDist ?? emptyWebDist ?? '',
    RATE_LIMIT_PREFIX: prefix,
    ...options.env,
  });
  const cache = createCache({ url: testRedisUrl, logger: silentLogger });
  const gatewayCache = options.gatewayCache ?? cache;
  const sessions = createSessionStore(cache, options.sessionOptions);
  const gatewaySessions = createSessionStore(gatewayCache, options.sessionOptions);
  const keys = await newSessionKeys();
  const userIds: string[] = [];

  const app = createGatewayApp({
    config,
    cache: gatewayCache,
    keys,
    sessions: gatewaySessions,
    logger: silentLogger,
    targets: { ...targetsFromConfig(config), ...options.targets },
  });

  return {
    app,
    upstreams,
    cache,
    sessions,
    keys,
    config,
    async signIn({ isAdmin = false, actorId } = {}) {
      const userId = randomUUID();
      userIds.push(userId);
      const session = await sessions.create({ userId, isAdmin, ...(actorId ? { actorId } : {}) });
      const token = await signSessionToken(keys, {
        sub: userId,
        sid: session.id,
        adm: isAdmin,
        ...(actorId ? { act: actorId } : {}),
      });
      return { userId, sid: session.id, token, cookie: `${SESSION_COOKIE}=${token}` };
    },
    async close() {
      await Promise.all(upstreamList.map((upstream) => upstream.close()));
      for (const userId of userIds) await sessions.revokeAllForUser(userId);
      if (cache.redis) {
        const keysLeft = await cache.redis.keys(`${prefix}:*`);
        if (keysLeft.length > 0) await cache.redis.del(...keysLeft);
      }
      await cache.close();
      if (gatewayCache !== cache) await gatewayCache.close();
      if (emptyWebDist) await rm(emptyWebDist, { recursive: true, force: true });
    },
  };
}

/** A Redis cache pointed at a port where nothing listens, as when Redis is down. */
export async function unreachableRedisCache(): Promise<Cache> {
  const { port } = new URL(await unusedAddress());
  return createCache({ url: `redis://127.0.0.1:${port}`, logger: silentLogger });
}
