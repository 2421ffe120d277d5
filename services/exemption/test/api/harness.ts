import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { exemptionTypeFields, type ExemptionTypeFields } from '@tracker/contracts/http/exemption-types';
import { type BlobStore } from '@tracker/kit/storage/blob';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import { createBlobJanitor } from '@tracker/kit/storage/blob-janitor';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore, type SessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, recordedEvents, type TestDatabase } from '@tracker/kit/testing/environment';
import { sessionCookie, storedFileKeys } from '@tracker/kit/testing/service';
import { loadSessionKeys, type SessionKeys } from '@tracker/kit/security/tokens';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import type { ExemptionDeps } from '../../src/deps.js';
import { exemptionService } from '../../src/service.js';
import { insertExemptionType } from '../../src/store/exemption-types.js';
import { upsertUser } from '../../src/store/users.js';

export interface TestUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /** `Cookie` header value of a live session. */
  cookie: string;
}

export interface Harness {
  app: Express;
  deps: ExemptionDeps;
  db: TestDatabase;
  /** Sets the service's clock (link expiry, "today"). */
  setNow(now: Date): void;
  /** Events recorded in the outbox, oldest first, optionally of one type. */
  events(type?: string): Promise<EventEnvelope<Record<string, unknown>>[]>;
  /** Structured log lines written so far, optionally only the audit ones. */
  logLines(filter?: 'audit'): Array<Record<string, unknown>>;
  /** The `audit.recorded` records in the outbox, oldest first. */
  audits(): Promise<Array<Record<string, unknown>>>;
  /** Keys of the files in the blob store, sorted. */
  storedKeys(): Promise<string[]>;
  /** A user known to the service (as if from `identity.user-registered`), with a session. */
  enrollee(): Promise<TestUser>;
  admin(): Promise<TestUser>;
  /** A session of `user` (an administrator's, if they are one) that `admin` started by impersonating them. */
  impersonation(user: TestUser, admin: TestUser): Promise<TestUser>;
  /** Adds a type to the catalogue; the fields default to an active, renewable 1–12 month type. */
  exemptionType(fields?: Partial<ExemptionTypeFields>): Promise<{ id: string; exemptionName: string }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Wraps the blob store, to make it fail. */
  blobs?: (store: BlobStore) => BlobStore;
  timeZone?: string;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const db = await openTestDatabase({
    migrations: exemptionService.migrations,
    schemaPrefix: 'exemption',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'exemption-api-'));
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('exemption-test', {
    level: 'info',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  const cache: Cache = createCache({ logger });
  const keys: SessionKeys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions: SessionStore = createSessionStore(cache);
  const localBlobs = createBlobStore({ DATA_DIR: dataDir });
  const blobs = options.blobs ? options.blobs(localBlobs) : localBlobs;
  let now: Date | undefined;
  const deps: ExemptionDeps = {
    db,
    blobs,
    keys,
    sessions,
    logger,
    linkSecret: Buffer.from(randomUUID()),
    janitor: createBlobJanitor({ db, blobs, logger }),
    timeZone: options.timeZone ?? 'America/New_York',
    nudgeOutbox: () => undefined,
    now: () => now ?? new Date(),
  };

  async function sessionOf(userId: string, username: string, isAdmin: boolean, actorId?: string) {
    const cookie = await sessionCookie(
      { sessions, keys },
      { userId, isAdmin, ...(actorId ? { actorId } : {}) },
    );
    return { id: userId, username, isAdmin, cookie };
  }

  async function knownUser(isAdmin: boolean): Promise<TestUser> {
    const id = randomUUID();
    const username = `${isAdmin ? 'admin' : 'user'}_${id.slice(0, 8)}`;
    await upsertUser(db.knex, {
      id,
      username,
      firstName: 'Test',
      lastName: 'Person',
      email: `${username}@example.org`,
      preferredLanguage: 'en',
      isAdmin,
    });
    return sessionOf(id, username, isAdmin);
  }

  return {
    app: createApp(deps),
    deps,
    db,
    setNow(value) {
      now = value;
    },
    events: (type) => recordedEvents(db, type),
    logLines(filter) {
      return filter === 'audit' ? lines.filter((line) => line.audit === true) : [...lines];
    },
    audits: async () => (await recordedEvents(db, 'audit.recorded')).map((event) => event.data),
    storedKeys: () => storedFileKeys(dataDir),
    enrollee: () => knownUser(false),
    admin: () => knownUser(true),
    impersonation: (user, admin) => sessionOf(user.id, user.username, user.isAdmin, admin.id),
    async exemptionType(fields = {}) {
      const parsed = exemptionTypeFields.parse({
        exemptionName: `Type ${randomUUID().slice(0, 8)}`,
        minDurationMonths: 1,
        maxDurationMonths: 12,
        defaultDurationMonths: 6,
        isRenewable: true,
        ...fields,
      });
      const created = await insertExemptionType(db.knex, randomUUID(), parsed);
      return { id: created.id, exemptionName: created.exemptionName };
    },
    async close() {
      await deps.janitor.stop();
      await db.drop();
      await cache.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
