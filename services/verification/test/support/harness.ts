import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { EventDefinition, EventEnvelope } from '@tracker/contracts/events/envelope';
import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import {
  unknownMonth,
  type VerificationMonth,
  type VerificationStatus,
} from '@tracker/contracts/http/verifications';
import { ruleProfiles } from '@tracker/contracts/rules/profiles/catalogue';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import type { Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import { createLimiter } from '@tracker/kit/security/rate-limit';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import { openTestDatabase, recordedEvents, type TestDatabase } from '@tracker/kit/testing/environment';
import { envelopeOf, sessionCookie } from '@tracker/kit/testing/service';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import type { VerificationDeps } from '../../src/deps.js';
import { eventHandlers } from '../../src/events/handlers.js';
import { verificationService } from '../../src/service.js';
import { insertRequests } from '../../src/store/requests.js';

// The verification service over a database of its own, with its app, its use cases' deps and its
// event handlers: people, exemption requests and reporting's answers arrive as the events that
// bring them in production, run through the service's own handlers.

export interface TestUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /** `Cookie` header value of a live session. */
  cookie: string;
}

/** What identity announces of an account; unnamed fields get plain values. */
export interface PersonFields {
  firstName?: string;
  lastName?: string;
  username?: string;
  cellNumber?: string | null;
  /** Indexed with the harness's key, as identity indexes it; its last 4 are announced with it. */
  medicaidId?: string;
  /** The last 4 announced without an index, when no `medicaidId` is given. */
  medicaidIdLast4?: string | null;
  preferredLanguage?: 'en' | 'es';
  isAdmin?: boolean;
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
  /** Runs a consumed event through its handler, as the inbox would, dated `occurredAt`. */
  deliver(def: EventDefinition, data: unknown, subjectId: string, occurredAt?: string): Promise<void>;
  /** An account as identity announces it, with a session. */
  person(fields?: PersonFields): Promise<TestUser>;
  /** An enrollee's account, with the Medicaid id when given. */
  enrollee(options?: { medicaidId?: string }): Promise<TestUser>;
  admin(fields?: PersonFields): Promise<TestUser>;
  /** Re-announces an account with new fields, as identity does after a profile change. */
  updatePerson(
    userId: string,
    fields: Required<Pick<PersonFields, 'firstName' | 'lastName' | 'username'>> & PersonFields,
  ): Promise<void>;
  deleteUser(userId: string): Promise<void>;
  /** Reporting's determination of some of a person's months, as `reporting.months-determined` brings it. */
  months(userId: string, answers: VerificationMonth[]): Promise<void>;
  /** An exemption request as the exemption service announces it. */
  exemption(
    userId: string,
    options?: { requestedAt?: string; typeName?: string; status?: ExemptionStatus; replyBy?: string },
  ): Promise<string>;
  /** Moves an exemption request on, as a reviewer's decision would be announced. */
  exemptionStatus(
    exemptionId: string,
    userId: string,
    from: ExemptionStatus,
    to: ExemptionStatus,
    options?: { replyBy?: string | null; occurredAt?: string },
  ): Promise<void>;
  /** A verification request written as the service stores one, without the call that makes it. */
  verification(options: {
    userId: string | null;
    status?: VerificationStatus;
    dueDate: string;
    createdAt: string;
    months?: string[];
    medicaidIdLast4?: string | null;
    respondBy?: string;
  }): Promise<string>;
  call(user: TestUser | undefined, method: 'get' | 'post' | 'delete', path: string): request.Test;
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
  const keys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions = createSessionStore(cache);
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
  const app = createApp(deps);
  const handlers = eventHandlers(deps);

  async function deliver(def: EventDefinition, data: unknown, subjectId: string, occurredAt?: string) {
    const handler = handlers.find((candidate) => candidate.def.type === def.type);
    if (!handler) throw new Error(`no handler for ${def.type}`);
    const envelope = envelopeOf(def, def.data.parse(data), subjectId);
    if (occurredAt) envelope.occurredAt = occurredAt;
    await db.knex.transaction((trx) => handler.handle(envelope, trx));
  }

  /** The account's data as identity's events carry it. */
  function accountData(userId: string, username: string, fields: PersonFields) {
    return {
      userId,
      username,
      email: `${userId.slice(0, 8)}@example.org`,
      firstName: fields.firstName ?? 'Rosa',
      lastName: fields.lastName ?? 'Parks',
      cellNumber: fields.cellNumber ?? null,
      cellNumberE164: null,
      birthdate: null,
      preferredLanguage: fields.preferredLanguage ?? 'en',
      requiredMonthlyHours: 80,
      medicaidIdLast4: fields.medicaidId ? fields.medicaidId.slice(-4) : (fields.medicaidIdLast4 ?? null),
      medicaidIdIndex: fields.medicaidId ? deps.indexer.indexOf(fields.medicaidId) : null,
      isAdmin: fields.isAdmin ?? false,
      emailVerified: true,
      state: null,
    };
  }

  async function person(fields: PersonFields = {}): Promise<TestUser> {
    const id = randomUUID();
    const isAdmin = fields.isAdmin ?? false;
    const username = fields.username ?? `${isAdmin ? 'admin' : 'user'}_${id.slice(0, 8)}`;
    await deliver(identityUserRegisteredV1, accountData(id, username, fields), id);
    const cookie = await sessionCookie({ sessions, keys }, { userId: id, isAdmin });
    return { id, username, isAdmin, cookie };
  }

  async function exemptionStatus(
    exemptionId: string,
    userId: string,
    from: ExemptionStatus,
    to: ExemptionStatus,
    options: { replyBy?: string | null; occurredAt?: string } = {},
  ) {
    await deliver(
      exemptionStatusChangedV1,
      {
        exemptionId,
        userId,
        from,
        to,
        exemptionTypeName: 'Medically frail',
        effectiveDate: null,
        expirationDate: null,
        isPermanent: false,
        durationApprovedMonths: null,
        denialReason: to === 'denied' ? 'No proof' : null,
        waitingMessage: to === 'waiting_on_enrollee' ? 'Please send a letter' : null,
        replyBy: options.replyBy ?? null,
        resetMessage: null,
        changedBy: null,
      },
      userId,
      options.occurredAt,
    );
  }

  return {
    app,
    deps,
    db,
    setNow(value) {
      now = value;
    },
    events: (type) => recordedEvents(db, type),
    logText: () => lines.join(''),
    deliver,
    person,
    enrollee: (opts = {}) => person({ medicaidId: opts.medicaidId }),
    admin: (fields = {}) => person({ ...fields, isAdmin: true }),
    async updatePerson(userId, fields) {
      await deliver(identityUserUpdatedV1, accountData(userId, fields.username, fields), userId);
    },
    async deleteUser(userId) {
      await deliver(identityUserDeletedV1, { userId }, userId);
    },
    async months(userId, answers) {
      await deliver(reportingMonthsDeterminedV1, { userId, months: answers }, userId);
    },
    async exemption(userId, options = {}) {
      const exemptionId = randomUUID();
      const requestedAt = options.requestedAt ?? new Date().toISOString();
      const typeName = options.typeName ?? 'Medically frail';
      await deliver(
        exemptionRequestedV1,
        {
          exemptionId,
          userId,
          exemptionTypeId: randomUUID(),
          exemptionTypeName: typeName,
          exemptionTypeNameEs: `${typeName} (es)`,
          isRenewal: false,
          requestPermanent: false,
          durationRequestedMonths: 6,
          requestedAt,
        },
        userId,
        requestedAt,
      );
      if (options.status && options.status !== 'requested') {
        await exemptionStatus(exemptionId, userId, 'requested', options.status, {
          replyBy: options.replyBy ?? null,
          occurredAt: new Date(new Date(requestedAt).getTime() + 60_000).toISOString(),
        });
      }
      return exemptionId;
    },
    exemptionStatus,
    async verification(options) {
      const id = randomUUID();
      const months = options.months ?? ['2026-01'];
      await insertRequests(db.knex, [
        {
          id,
          userId: options.userId,
          medicaidIdIndex: options.userId ? null : `index-${id}`,
          medicaidIdLast4: options.medicaidIdLast4 ?? null,
          reason: 'renewal',
          months,
          monthsToMeet: 1,
          asOf: null,
          dueDate: options.dueDate,
          status: options.status ?? 'needs_information',
          monthsAnswer: months.map(unknownMonth),
          createdAt: new Date(options.createdAt),
          createdBy: randomUUID(),
          determinedAt: null,
          notice: options.respondBy
            ? {
                sentOn: options.createdAt.slice(0, 10),
                receivedOn: options.createdAt.slice(0, 10),
                respondBy: options.respondBy,
                recordedAt: new Date(options.createdAt),
              }
            : null,
          hearing: null,
        },
      ]);
      return id;
    },
    call(user, method, target) {
      const req = request(app)[method](target);
      if (user) req.set('Cookie', user.cookie);
      return req;
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
