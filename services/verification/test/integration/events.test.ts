import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import { parseConfig } from '@tracker/kit/runtime/config';
import { createMedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import {
  envelopeOf as envelope,
  type ServiceUnderTest,
  sessionCookie,
  startServiceUnderTest,
  waitFor,
} from '@tracker/kit/testing/service';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationConfigSchema } from '../../src/config.js';
import { verificationService } from '../../src/service.js';

const KEY = 'ab'.repeat(32);
const indexer = createMedicaidIdIndexer(Buffer.from(KEY, 'hex'));
let sut: ServiceUnderTest;
let adminCookie: string;

function userData(userId: string, medicaidId: string | null) {
  return {
    userId,
    username: `user_${userId.slice(0, 8)}`,
    email: `${userId.slice(0, 8)}@example.org`,
    firstName: 'Rosa',
    lastName: 'Parks',
    cellNumber: null,
    cellNumberE164: null,
    birthdate: null,
    preferredLanguage: 'en',
    requiredMonthlyHours: 80,
    isAdmin: false,
    emailVerified: true,
    state: 'OH',
    medicaidIdLast4: medicaidId ? medicaidId.slice(-4) : null,
    medicaidIdIndex: medicaidId ? indexer.indexOf(medicaidId) : null,
  };
}

/** The published events of `type` about `requestId` or `userId`. */
function published(
  type: string,
  match: (data: Record<string, unknown>) => boolean,
): EventEnvelope<Record<string, unknown>>[] {
  return sut.delivered.filter((event) => event.type === type && match(event.data));
}

function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  sut = await startServiceUnderTest({
    definition: verificationService,
    config: (dataDir) =>
      parseConfig(verificationConfigSchema, {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        MEDICAID_ID_INDEX_KEY: KEY,
        COMPLIANCE_PROFILE: 'seed',
      }),
    observe: ['verification.#'],
    settleMs: 20,
  });
  adminCookie = await sessionCookie(sut.infra, { userId: randomUUID(), isAdmin: true });
});

afterAll(async () => {
  await sut.stop();
});

describe('verificationService', () => {
  it('is described for the runtime', () => {
    expect(verificationService.name).toBe('verification');
    expect(verificationService.migrations.map((m) => m.name)).toEqual([
      '001-verification',
      '002-work-queue',
      '003-usage',
    ]);
  });

  it('publishes a data match for a registered account once', async () => {
    const userId = randomUUID();
    await sut.deliver(envelope(identityUserRegisteredV1, userData(userId, 'EVT-0001'), userId));
    const res = await request(sut.service.app)
      .post('/api/admin/data-matches/import')
      .set('Cookie', adminCookie)
      .attach(
        'file',
        Buffer.from(`medicaidId,month,source,amount\nEVT-0001,${lastMonth()},wages,900\n`),
        'w.csv',
      );
    expect(res.body).toMatchObject({ status: 'finished', matched: 1 });
    await waitFor(() => published('verification.data-matched', (d) => d.userId === userId).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const events = published('verification.data-matched', (d) => d.userId === userId);
    expect(events).toHaveLength(1);
    expect(events[0]?.data.records).toEqual([
      { month: lastMonth(), source: 'wages', amountCents: 90_000, hours: null, flag: null },
    ]);
  });

  it('follows reporting’s answer: a pending request becomes compliant, announced once', async () => {
    const userId = randomUUID();
    await sut.deliver(envelope(identityUserRegisteredV1, userData(userId, null), userId));
    const created = await request(sut.service.app)
      .post('/api/admin/verifications')
      .set('Cookie', adminCookie)
      .send({ userId, reason: 'other', months: [lastMonth()], dueDate: inDays(30) });
    expect(created.body.status).toBe('pending');
    const requestId = created.body.id as string;
    await waitFor(() => published('verification.requested', (d) => d.requestId === requestId).length > 0);

    const answer = envelope(
      reportingMonthsDeterminedV1,
      {
        userId,
        months: [
          {
            month: lastMonth(),
            status: 'met',
            route: 'hours',
            decidedBy: 'enrollee',
            exemptions: [],
            missing: null,
          },
        ],
      },
      userId,
    );
    await sut.deliver(answer);
    await sut.deliver(answer);
    await waitFor(() => published('verification.determined', (d) => d.requestId === requestId).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const determined = published('verification.determined', (d) => d.requestId === requestId);
    expect(determined).toHaveLength(1);
    expect(determined[0]?.data).toMatchObject({ from: 'pending', to: 'compliant', userId });
  });

  it('gives a request and kept data to the account that registers with the Medicaid id', async () => {
    const created = await request(sut.service.app)
      .post('/api/admin/verifications')
      .set('Cookie', adminCookie)
      .send({ medicaidId: 'LATE-0042', reason: 'other', months: [lastMonth()], dueDate: inDays(30) });
    expect(created.body.userId).toBeNull();
    await request(sut.service.app)
      .post('/api/admin/data-matches/import')
      .set('Cookie', adminCookie)
      .attach(
        'file',
        Buffer.from(`medicaidId,month,source,flag\nLATE-0042,${lastMonth()},tanf,no\n`),
        'l.csv',
      );

    const userId = randomUUID();
    await sut.deliver(envelope(identityUserRegisteredV1, userData(userId, 'late0042'), userId));
    await waitFor(() => published('verification.requested', (d) => d.userId === userId).length > 0);
    await waitFor(() => published('verification.data-matched', (d) => d.userId === userId).length > 0);
    expect(published('verification.requested', (d) => d.userId === userId)[0]?.data).toEqual({
      requestId: created.body.id,
      userId,
      months: [lastMonth()],
    });
    expect(
      await sut.db.knex('unmatched_records').where('medicaid_id_index', indexer.indexOf('LATE-0042')),
    ).toEqual([]);
    const own = await request(sut.service.app)
      .get('/api/verifications')
      .set('Cookie', await sessionCookie(sut.infra, { userId, isAdmin: false }));
    expect(own.body.map((item: { id: string }) => item.id)).toEqual([created.body.id]);

    await sut.deliver(envelope(identityUserDeletedV1, { userId }, userId));
    expect(await sut.db.knex('people').where('user_id', userId)).toEqual([]);
    const kept = await sut.db.knex('requests').where('id', created.body.id).first();
    expect(kept.user_id).toBeNull();
  });
});
