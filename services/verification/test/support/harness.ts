import { createLimiter } from '@tracker/kit/security/rate-limit';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import { ruleProfiles } from '@tracker/contracts/rules/profiles/catalogue';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import { createSessionStore, type SessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, recordedEvents, type TestDatabase } from '@tracker/kit/testing/environment';
import { sessionCookie } from '@tracker/kit/testing/service';
import { loadSessionKeys, type SessionKeys } from '@tracker/kit/security/tokens';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import type { VerificationDeps } from '../../src/deps.js';
import { verificationService } from '../../src/service.js';
import { upsertPerson } from '../../src/store/people.js';
import { saveMonthAnswers } from '../../src/store/person-months.js';

export interface TestUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /** `Cookie` header value of a live session. */
  cookie: string;
}

export interface Harness {
  app: Express;
  deps: VerificationDeps;
  db: TestDatabase;
  /** Sets the service's clock. */
  setNow(now: Date): void;
  /** Events recorded in the outbox, oldest first, optionally of one type. */
  events(type?: string): Promise<EventEnvelope<Record<string, unknown>>[]>;
  /** Every log line written so far, as text. */
  logText(): string;
  /** A person known to the service (as if from identity), with a session; a Medicaid id when given. */
  enrollee(options?: { medicaidId?: string }): Promise<TestUser>;
  admin(): Promise<TestUser>;
  /** Reporting's answers for some months of a person, as if from `reporting.months-determined`. */
  monthAnswers(userId: string, answers: VerificationMonth[]): Promise<void>;
  close(): Promise<void>;
}

export const INDEX_KEY = Buffer.alloc(32, 7);

export async function createHarness(options: { profile?: RuleProfile; now?: Date } = {}): Promise<Harness> {
  const db = await openTestDatabase({
    migrations: verificationService.migrations,
    schemaPrefix: 'verification',
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verification-api-'));
  const lines: string[] = [];
  const logger = createLogger('verification-test', {
    level: 'info',
    destination: { write: (line: string) => void lines.push(line) },
  });
  const cache: Cache = createCache({ logger });
  const keys: SessionKeys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions: SessionStore = createSessionStore(cache);
  let now: Date | undefined = options.now;
  const deps: VerificationDeps = {
    db,
    keys,
    sessions,
    logger,
    settings: { timeZone: 'America/New_York', profile: options.profile ?? ruleProfiles['federal-2027'] },
    indexer: createMedicaidIdIndexer(INDEX_KEY),
    usageBeacons: createLimiter(cache, { prefix: `usage-${randomUUID()}`, points: 60, durationSeconds: 60 }),
    nudgeOutbox: () => undefined,
    nudgeImports: () => undefined,
    now: () => now ?? new Date(),
  };

  async function knownUser(isAdmin: boolean, medicaidId?: string): Promise<TestUser> {
    const id = randomUUID();
    const username = `${isAdmin ? 'admin' : 'user'}_${id.slice(0, 8)}`;
    await upsertPerson(db.knex, {
      userId: id,
      username,
      firstName: 'Rosa',
      lastName: 'Parks',
      medicaidIdIndex: medicaidId ? deps.indexer.indexOf(medicaidId) : null,
      medicaidIdLast4: medicaidId ? medicaidId.slice(-4) : null,
      preferredLanguage: 'en',
    });
    const cookie = await sessionCookie({ sessions, keys }, { userId: id, isAdmin });
    return { id, username, isAdmin, cookie };
  }

  return {
    app: createApp(deps),
    deps,
    db,
    setNow(value) {
      now = value;
    },
    events: (type) => recordedEvents(db, type),
    logText: () => lines.join(''),
    enrollee: (opts) => knownUser(false, opts?.medicaidId),
    admin: () => knownUser(true),
    async monthAnswers(userId, answers) {
      await saveMonthAnswers(db.knex, userId, answers);
    },
    async close() {
      await db.drop();
      await cache.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A month reporting answered. */
export function answered(
  month: string,
  status: VerificationMonth['status'],
  extra: Partial<VerificationMonth> = {},
): VerificationMonth {
  return {
    month,
    status,
    route: status === 'met' ? 'hours' : null,
    decidedBy: status === 'met' || status === 'exempt' ? 'enrollee' : null,
    exemptions: [],
    missing: status === 'not_met' ? { hours: 80, incomeCents: 58_000 } : null,
    ...extra,
  };
}
