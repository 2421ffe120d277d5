import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { type BlobStore } from '@tracker/kit/storage/blob';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore, type SessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, type TestDatabase, recordedEvents } from '@tracker/kit/testing/environment';
import { sessionCookie, storedFileKeys } from '@tracker/kit/testing/service';
import { loadSessionKeys, type SessionKeys } from '@tracker/kit/security/tokens';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { createBlobJanitor } from '@tracker/kit/storage/blob-janitor';
import type { ActivityDeps } from '../../src/deps.js';
import { activitiesMigration } from '../../src/migrations/001-activities.js';
import { incomeMigration } from '../../src/migrations/002-income.js';
import { upsertUser } from '../../src/store/users.js';

export interface TestUser {
  id: string;
  /** `Cookie` header value of a live session. */
  cookie: string;
}

export interface Harness {
  app: Express;
  deps: ActivityDeps;
  db: TestDatabase;
  keys: SessionKeys;
  sessions: SessionStore;
  /** Moves the service's clock (link expiry) forward. */
  advance(ms: number): void;
  nudges(): number;
  /** Events recorded in the outbox, oldest first, optionally of one type. */
  events(type?: string): Promise<EventEnvelope<Record<string, unknown>>[]>;
  /** The `audit.recorded` records in the outbox, oldest first. */
  audits(): Promise<Array<Record<string, unknown>>>;
  /** Keys of the files in the blob store, sorted. */
  storedKeys(): Promise<string[]>;
  /** A user known to the service (as if from `identity.user-registered`), with a session. */
  enrollee(): Promise<TestUser>;
  admin(): Promise<TestUser>;
  /** A session of `userId` that an administrator started by impersonating them. */
  impersonation(userId: string, adminId: string): Promise<TestUser>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Wraps the blob store, to make it fail. */
  blobs?: (store: BlobStore) => BlobStore;
  /** The instant the service's clock starts from (what "today" is); `HARNESS_NOW` unless given. */
  startAt?: Date;
}

/** The zone the service dates pay in when a request names none. */
export const HARNESS_TIME_ZONE = 'America/New_York';

/** The seed profile's reporting day: a month stays open for writes until the 15th of the next. */
export const HARNESS_REPORTING_DAY = 15;

/**
 * Where the clock starts unless a test says otherwise: noon on 10 April 2026 in New York, so the
 * March and April dates the tests write lie inside the entry window, whatever the real date is.
 */
export const HARNESS_NOW = new Date('2026-04-10T16:00:00.000Z');

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const db = await openTestDatabase({
    migrations: [activitiesMigration, incomeMigration],
    schemaPrefix: 'activity',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'activity-api-'));
  const logger = createLogger('activity-test', { level: 'silent' });
  const cache: Cache = createCache({ logger });
  const keys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions = createSessionStore(cache);
  const localBlobs = createBlobStore({ DATA_DIR: dataDir });
  const blobs = options.blobs ? options.blobs(localBlobs) : localBlobs;
  let offset = 0;
  let nudgeCount = 0;
  const deps: ActivityDeps = {
    db,
    blobs,
    keys,
    sessions,
    logger,
    linkSecret: Buffer.from(randomUUID()),
    janitor: createBlobJanitor({ db, blobs, logger }),
    nudgeOutbox: () => {
      nudgeCount += 1;
    },
    now: () => new Date((options.startAt ?? HARNESS_NOW).getTime() + offset),
    timeZone: HARNESS_TIME_ZONE,
    reportingDay: HARNESS_REPORTING_DAY,
  };

  async function sessionOf(userId: string, isAdmin: boolean, actorId?: string): Promise<TestUser> {
    const cookie = await sessionCookie(
      { sessions, keys },
      { userId, isAdmin, ...(actorId ? { actorId } : {}) },
    );
    return { id: userId, cookie };
  }

  async function knownUser(isAdmin: boolean): Promise<TestUser> {
    const id = randomUUID();
    await upsertUser(db.knex, { id, username: `u_${id.slice(0, 8)}`, firstName: 'Test', lastName: 'Person' });
    return sessionOf(id, isAdmin);
  }

  return {
    app: createApp(deps),
    deps,
    db,
    keys,
    sessions,
    advance(ms) {
      offset += ms;
    },
    nudges: () => nudgeCount,
    events: (type) => recordedEvents(db, type),
    audits: async () => (await recordedEvents(db, 'audit.recorded')).map((event) => event.data),
    storedKeys: () => storedFileKeys(dataDir),
    enrollee: () => knownUser(false),
    admin: () => knownUser(true),
    impersonation: (userId, adminId) => sessionOf(userId, false, adminId),
    async close() {
      await deps.janitor.stop();
      await db.drop();
      await cache.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
