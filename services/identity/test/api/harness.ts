import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import { createLimiter } from '@tracker/kit/security/rate-limit';
import { createSessionStore, type SessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, type TestDatabase, recordedEvents } from '@tracker/kit/testing/environment';
import { loadSessionKeys, SESSION_COOKIE } from '@tracker/kit/security/tokens';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { Express } from 'express';
import request from 'supertest';
import { createMedicaidIdCipher } from '../../src/domain/medicaid-id.js';
import { createApp } from '../../src/app.js';
import type { IdentityDeps } from '../../src/deps.js';
import type { User } from '../../src/domain/user.js';
import { identityService } from '../../src/service.js';
import { createPasswordHasher } from '../../src/passwords.js';
import { insertUser, type NewUser } from '../../src/store/users.js';

/** Hashing that takes milliseconds, for tests that create many accounts. */
export const cheapHasher = () => createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

export const GOOD_PASSWORD = 'Correct-Horse-Battery-42';

/** Why an administrator starts an impersonation, as the audit trail keeps it. */
export const SUPPORT_REASON = 'Helping with a support call about hours';

export interface Harness {
  app: Express;
  deps: IdentityDeps;
  db: TestDatabase;
  cache: Cache;
  sessions: SessionStore;
  /** Moves the service's clock (token expiry) forward. */
  advance(ms: number): void;
  nudges(): number;
  /** Events recorded in the outbox, oldest first, optionally of one type. */
  events(type?: string): Promise<EventEnvelope<Record<string, unknown>>[]>;
  /** The token of the newest e-mail of `kind` sent to `to`. */
  mailToken(kind: 'verify-email' | 'reset-password', to: string): Promise<string>;
  auditRows(
    subjectId?: string,
  ): Promise<
    Array<{ actor_id: string | null; subject_id: string | null; action: string; ip: string | null }>
  >;
  createUser(overrides?: Partial<NewUser> & { password?: string }): Promise<User & { password: string }>;
  /** A supertest agent logged in as `user` (cookie kept). */
  loginAs(user: {
    username: string;
    password: string;
  }): Promise<{ agent: ReturnType<typeof request.agent>; cookie: string }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  secureCookies?: boolean;
  loginFailureLimit?: number;
  emailRequestLimit?: number;
  messagesPerClient?: number;
  phoneCodeLimit?: number;
  requiredMonthlyHours?: number;
  /** Rate-limit counters in this Redis instead of in memory. */
  redisUrl?: string;
}

let counter = 0;
/** A name no other test uses, for usernames and e-mail addresses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}_${randomUUID().slice(0, 8)}`;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const db = await openTestDatabase({ migrations: identityService.migrations, schemaPrefix: 'identity' });
  const cache = createCache({
    url: options.redisUrl,
    logger: createLogger('identity-test', { level: 'silent' }),
  });
  const keysDir = await mkdtemp(path.join(tmpdir(), 'identity-keys-'));
  const keys = await loadSessionKeys({ dataDir: keysDir, needPrivate: true });
  const sessions = createSessionStore(cache);
  let offset = 0;
  let nudgeCount = 0;
  const medicaidIdKey = randomBytes(32);
  const deps: IdentityDeps = {
    db,
    sessions,
    keys,
    logger: createLogger('identity-test', { level: 'silent' }),
    passwords: cheapHasher(),
    medicaidIds: createMedicaidIdCipher(medicaidIdKey),
    medicaidIdIndexer: createMedicaidIdIndexer(randomBytes(32)),
    limiters: {
      loginFailures: createLimiter(cache, {
        prefix: `test-login-${randomUUID()}`,
        points: options.loginFailureLimit ?? 5,
        durationSeconds: 900,
      }),
      emailRequests: createLimiter(cache, {
        prefix: `test-email-${randomUUID()}`,
        points: options.emailRequestLimit ?? 3,
        durationSeconds: 3600,
      }),
      messagesFromClient: createLimiter(cache, {
        prefix: `test-client-${randomUUID()}`,
        points: options.messagesPerClient ?? 1000,
        durationSeconds: 3600,
      }),
      phoneCodeRequests: createLimiter(cache, {
        prefix: `test-phone-${randomUUID()}`,
        points: options.phoneCodeLimit ?? 3,
        durationSeconds: 3600,
      }),
    },
    requiredMonthlyHours: options.requiredMonthlyHours ?? 20,
    nudgeOutbox: () => {
      nudgeCount += 1;
    },
    appUrl: 'http://localhost:8080',
    secureCookies: options.secureCookies ?? false,
    now: () => new Date(Date.now() + offset),
  };
  const app = createApp(deps);

  const harness: Harness = {
    app,
    deps,
    db,
    cache,
    sessions,
    advance(ms) {
      offset += ms;
    },
    nudges: () => nudgeCount,
    events: (type) => recordedEvents(db, type),
    async mailToken(kind, to) {
      const mails = (await harness.events('identity.email-requested')).filter(
        (event) => event.data.kind === kind && event.data.to === to,
      );
      const token = mails.at(-1)?.data.token;
      if (typeof token !== 'string') throw new Error(`no ${kind} mail to ${to}`);
      return token;
    },
    async auditRows(subjectId) {
      const query = db
        .knex('audit_log')
        .select('actor_id', 'subject_id', 'action', 'ip')
        .orderBy('created_at');
      if (subjectId) query.where('subject_id', subjectId);
      return query;
    },
    async createUser(overrides = {}) {
      const { password = GOOD_PASSWORD, ...fields } = overrides;
      const username = fields.username ?? uniqueUsername();
      const user = await insertUser(db.knex, {
        id: randomUUID(),
        username,
        passwordHash: await deps.passwords.hash(password),
        email: `${username.toLowerCase()}@example.org`,
        firstName: 'Test',
        lastName: 'Person',
        address: '1 Main St',
        city: 'Sacramento',
        state: 'CA',
        zipCode: '95814',
        cellNumber: '916-555-0100',
        cellNumberVerifiedAt: null,
        birthdate: '1990-01-01',
        enrollmentStatus: 'Adult',
        preferredLanguage: 'en',
        requiredMonthlyHours: 20,
        requiredHoursSetByAdmin: false,
        isAdmin: false,
        emailVerified: true,
        ...fields,
      });
      return { ...user, password };
    },
    async loginAs(user) {
      const agent = request.agent(app);
      const res = await agent.post('/api/login').send({ username: user.username, password: user.password });
      if (res.status !== 200)
        throw new Error(`login of ${user.username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { agent, cookie: sessionCookieOf(res.headers['set-cookie']) };
    },
    async close() {
      await db.drop();
      await cache.close();
      await rm(keysDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** The `name=value` of the session cookie in a response's Set-Cookie headers. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error('no session cookie set');
  return found.split(';')[0]!;
}

/** The full Set-Cookie header of the session cookie. */
export function sessionSetCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error('no session cookie set');
  return found;
}

/** A valid registration body for a fresh username. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueUsername('reg');
  return {
    username,
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    email: `${username}@example.org`,
    firstName: 'Rosa',
    lastName: 'Parks',
    address: '12 Elm Street',
    city: 'Fresno',
    state: 'CA',
    zipCode: '93701',
    cellNumber: '(559) 555-0123',
    preferredLanguage: 'en',
    ...overrides,
  };
}
