import { createLimiter } from '@tracker/kit/security/rate-limit';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { EventDefinition } from '@tracker/contracts/events/envelope';
import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import type { VerificationMonth, VerificationStatus } from '@tracker/contracts/http/verifications';
import { type Cache } from '@tracker/kit/data/cache';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { envelopeOf, sessionCookie } from '@tracker/kit/testing/service';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { settingsOf, verificationConfigSchema } from '../../src/config.js';
import type { VerificationDeps } from '../../src/deps.js';
import { unknownMonth } from '../../src/domain/request.js';
import { eventHandlers } from '../../src/events/handlers.js';
import { migrations } from '../../src/migrations/migrations.js';
import { insertRequests } from '../../src/store/requests.js';

export interface TestPerson {
  id: string;
  username: string;
  /** `Cookie` header value of a live session. */
  cookie: string;
}

export interface PersonFields {
  firstName?: string;
  lastName?: string;
  username?: string;
  cellNumber?: string | null;
  medicaidIdLast4?: string | null;
  preferredLanguage?: 'en' | 'es';
  isAdmin?: boolean;
}

export interface QueueHarness {
  app: Express;
  deps: VerificationDeps;
  db: TestDatabase;
  setNow(now: Date): void;
  /** An account as identity announces it, with a session. */
  person(fields?: PersonFields): Promise<TestPerson>;
  admin(fields?: PersonFields): Promise<TestPerson>;
  /** Runs a consumed event through its handler, as the inbox would, dated `occurredAt`. */
  deliver(def: EventDefinition, data: unknown, subjectId: string, occurredAt?: string): Promise<void>;
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
  /** A verification request written as the verification service writes one. */
  verification(options: {
    userId: string | null;
    status?: VerificationStatus;
    dueDate: string;
    createdAt: string;
    months?: string[];
    medicaidIdLast4?: string | null;
    respondBy?: string;
  }): Promise<string>;
  /** Reporting's determination of a person's months. */
  months(userId: string, answers: VerificationMonth[]): Promise<void>;
  deleteUser(userId: string): Promise<void>;
  call(user: TestPerson | undefined, method: 'get' | 'post' | 'delete', path: string): request.Test;
  close(): Promise<void>;
}

export async function createQueueHarness(): Promise<QueueHarness> {
  const db = await openTestDatabase({ migrations, schemaPrefix: 'verification' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verification-queue-'));
  const logger = createLogger('verification-test', { level: 'silent' });
  const cache: Cache = createCache({ logger });
  const keys = await loadSessionKeys({ dataDir, needPrivate: true });
  const sessions = createSessionStore(cache);
  let now: Date | undefined;
  const deps: VerificationDeps = {
    db,
    keys,
    sessions,
    logger,
    settings: settingsOf(parseConfig(verificationConfigSchema, { DEFAULT_TIMEZONE: 'America/New_York' })),
    indexer: createMedicaidIdIndexer(Buffer.alloc(32, 7)),
    usageBeacons: createLimiter(cache, { prefix: `usage-${randomUUID()}`, points: 60, durationSeconds: 60 }),
    nudgeOutbox: () => undefined,
    nudgeImports: () => undefined,
    now: () => now ?? new Date(),
  };
  const handlers = eventHandlers(deps);

  async function deliver(def: EventDefinition, data: unknown, subjectId: string, occurredAt?: string) {
    const handler = handlers.find((candidate) => candidate.def.type === def.type);
    if (!handler) throw new Error(`no handler for ${def.type}`);
    const envelope = envelopeOf(def, def.data.parse(data), subjectId);
    if (occurredAt) envelope.occurredAt = occurredAt;
    await db.knex.transaction((trx) => handler.handle(envelope, trx));
  }

  async function person(fields: PersonFields = {}): Promise<TestPerson> {
    const id = randomUUID();
    const username = fields.username ?? `user_${id.slice(0, 8)}`;
    await deliver(
      identityUserRegisteredV1,
      {
        userId: id,
        username,
        email: `${id.slice(0, 8)}@example.org`,
        firstName: fields.firstName ?? 'Test',
        lastName: fields.lastName ?? 'Person',
        cellNumber: fields.cellNumber ?? null,
        cellNumberE164: null,
        birthdate: null,
        preferredLanguage: fields.preferredLanguage ?? 'en',
        requiredMonthlyHours: 80,
        medicaidIdLast4: fields.medicaidIdLast4 ?? null,
        medicaidIdIndex: null,
        isAdmin: fields.isAdmin ?? false,
        emailVerified: true,
        state: null,
      },
      id,
    );
    const cookie = await sessionCookie({ sessions, keys }, { userId: id, isAdmin: fields.isAdmin ?? false });
    return { id, username, cookie };
  }

  const app = createApp(deps);

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
    person,
    admin: (fields = {}) => person({ ...fields, isAdmin: true }),
    deliver,
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
    async months(userId, answers) {
      await deliver(reportingMonthsDeterminedV1, { userId, months: answers }, userId);
    },
    async deleteUser(userId) {
      await deliver(identityUserDeletedV1, { userId }, userId);
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

/** Re-announces a person's account with new fields, as identity does after a profile change. */
export async function updatePerson(
  h: QueueHarness,
  userId: string,
  fields: Required<Pick<PersonFields, 'firstName' | 'lastName' | 'username'>> & PersonFields,
): Promise<void> {
  await h.deliver(
    identityUserUpdatedV1,
    {
      userId,
      username: fields.username,
      email: `${userId.slice(0, 8)}@example.org`,
      firstName: fields.firstName,
      lastName: fields.lastName,
      cellNumber: fields.cellNumber ?? null,
      cellNumberE164: null,
      birthdate: null,
      preferredLanguage: fields.preferredLanguage ?? 'en',
      requiredMonthlyHours: 80,
      medicaidIdLast4: fields.medicaidIdLast4 ?? null,
      medicaidIdIndex: null,
      isAdmin: fields.isAdmin ?? false,
      emailVerified: true,
      state: null,
    },
    userId,
  );
}
