import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventDefinition, EventEnvelope } from '@tracker/contracts/events/envelope';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { createBlobStore } from '@tracker/kit/blob';
import { createInProcessBus, type InProcessBus } from '@tracker/kit/bus-in-process';
import { createCache } from '@tracker/kit/cache';
import { parseConfig } from '@tracker/kit/config';
import { createLogger } from '@tracker/kit/logger';
import type { Infrastructure, RunningService } from '@tracker/kit/runtime';
import { createSessionStore } from '@tracker/kit/sessions';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing';
import { pdfSample, pngSample } from '@tracker/kit/testing-files';
import { loadSessionKeys, SESSION_COOKIE, signSessionToken } from '@tracker/kit/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemptionConfigSchema } from '../../src/config.js';
import { exemptionService } from '../../src/service.js';

let db: TestDatabase;
let bus: InProcessBus;
let infra: Infrastructure;
let dataDir: string;
let service: RunningService;
let studentTypeId: string;
const delivered: EventEnvelope<Record<string, unknown>>[] = [];

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function envelope<T>(def: EventDefinition, data: T, subjectId: string): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type: def.type,
    version: def.version,
    occurredAt: new Date().toISOString(),
    producer: 'test',
    subjectId,
    correlationId: randomUUID(),
    data,
  };
}

/** Publishes and waits until the service recorded the event as processed (or dead-lettered it). */
async function deliver(event: EventEnvelope): Promise<void> {
  const dead = bus.deadLetters(db.schema).length;
  await bus.publish(event);
  await waitFor(
    async () =>
      bus.deadLetters(db.schema).length > dead ||
      (await db.knex('inbox').where('event_id', event.id).first()) !== undefined,
  );
  // The inbox row and the handler's writes commit together; give the ack a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

function userData(userId: string, username: string, isAdmin = false) {
  return {
    userId,
    username,
    email: `${username}@example.org`,
    firstName: 'Rosa',
    lastName: 'Parks',
    cellNumber: null,
    cellNumberE164: null,
    birthdate: null,
    preferredLanguage: 'es',
    requiredMonthlyHours: 20,
    isAdmin,
    emailVerified: true,
    state: 'OH',
  };
}

async function cookieOf(userId: string, isAdmin = false): Promise<string> {
  const session = await infra.sessions.create({ userId, isAdmin });
  return `${SESSION_COOKIE}=${await signSessionToken(infra.keys, { sub: userId, sid: session.id, adm: isAdmin })}`;
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function requestExemption(cookie: string, file?: { name: string; bytes: Buffer }) {
  const req = request(service.app)
    .post('/api/user-exemptions')
    .set('Cookie', cookie)
    .field('medicaidExemptionId', studentTypeId)
    .field('schoolName', 'Cuyahoga Community College');
  if (file) req.attach('file', file.bytes, file.name);
  const res = await req;
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'exemption-events-'));
  const logger = createLogger('exemption-test', { level: 'silent' });
  db = await openTestDatabase({ migrations: exemptionService.migrations, schemaPrefix: 'exemption' });
  bus = createInProcessBus({ logger, deliveryLimit: 2, retryDelayMs: () => 10 });
  const cache = createCache({ logger });
  await bus.subscribe({
    queue: `${db.schema}_observer`,
    routingKeys: ['exemption.#'],
    handler: async (event) => {
      delivered.push(event as EventEnvelope<Record<string, unknown>>);
    },
  });
  infra = {
    db,
    bus,
    cache,
    blobs: createBlobStore({ DATA_DIR: dataDir }),
    keys: await loadSessionKeys({ dataDir, needPrivate: true }),
    sessions: createSessionStore(cache),
    logger,
  };
  service = await exemptionService.create(
    infra,
    parseConfig(exemptionConfigSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  );
  await service.start();
  const types = await request(service.app)
    .get('/api/medicaid-exemptions')
    .set('Cookie', await cookieOf(randomUUID()));
  studentTypeId = types.body.find((type: { abbreviation: string }) => type.abbreviation === 'STUDENT').id;
});

afterAll(async () => {
  await service.stop();
  await bus.close();
  await infra.cache.close();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('exemptionService', () => {
  it('is described for the runtime and seeds the catalogue when created', async () => {
    expect(exemptionService.name).toBe('exemption');
    expect(exemptionService.signsSessions).toBeUndefined();
    expect(exemptionService.migrations.map((m) => m.name)).toEqual(['001-exemptions']);
    expect(await db.knex('exemption_types')).toHaveLength(11);
  });

  it('publishes what it records: requested, status changes, a note shared with the requester', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    await deliver(
      envelope(identityUserRegisteredV1, userData(adminId, `rev_${adminId.slice(0, 6)}`, true), adminId),
    );
    const cookie = await cookieOf(userId);
    const admin = await cookieOf(adminId, true);
    const { id } = await requestExemption(cookie);
    await request(service.app)
      .patch(`/api/admin/exemptions/${id}/status`)
      .set('Cookie', admin)
      .send({ status: 'waiting_on_enrollee', waitingMessage: 'Send your class schedule' });
    await request(service.app)
      .post('/api/exemption-notes')
      .set('Cookie', admin)
      .send({ exemptionId: id, noteText: 'We need the schedule', isInternal: false });
    await request(service.app)
      .post('/api/exemption-notes')
      .set('Cookie', admin)
      .send({ exemptionId: id, noteText: 'Looks fine otherwise', isInternal: true });
    await request(service.app).patch(`/api/user-exemptions/${id}/resubmit`).set('Cookie', cookie);
    await request(service.app)
      .patch(`/api/admin/exemptions/${id}/status`)
      .set('Cookie', admin)
      .send({ status: 'approved', durationApprovedMonths: 6, effectiveDate: '2026-09-01' });

    const mine = () => delivered.filter((e) => e.data.exemptionId === id);
    await waitFor(() => mine().length === 5);
    expect(mine().map((e) => [e.type, e.data.to ?? null])).toEqual([
      ['exemption.requested', null],
      ['exemption.status-changed', 'waiting_on_enrollee'],
      ['exemption.note-shared', null],
      ['exemption.status-changed', 'under_review'],
      ['exemption.status-changed', 'approved'],
    ]);
    expect(mine()[2]?.data).toMatchObject({
      userId,
      noteText: 'We need the schedule',
      authorUsername: `rev_${adminId.slice(0, 6)}`,
    });
    expect(mine()[4]?.data).toMatchObject({ expirationDate: '2027-03-01', changedBy: adminId });
    // A row is marked after the broker confirms it, a moment after consumers may already have it;
    // the reviewer's audit records travel in the same rounds.
    await waitFor(async () => (await db.knex('outbox').whereNull('published_at')).length === 0);
    const audited = await db
      .knex('outbox')
      .where({ type: 'audit.recorded', subject_id: userId })
      .orderBy('created_at');
    expect(audited.map((row) => row.payload.data.action)).toEqual([
      'exemption.status-changed',
      'exemption-note.created',
      'exemption-note.created',
      'exemption.status-changed',
    ]);
  });
});

describe('identity events', () => {
  it('keep the read model the portal names requesters from', async () => {
    const userId = randomUUID();
    const admin = await cookieOf(randomUUID(), true);
    const { id } = await requestExemption(await cookieOf(userId));
    const username = async () =>
      (await request(service.app).get('/api/admin/all-exemptions').set('Cookie', admin)).body.find(
        (e: { id: string }) => e.id === id,
      ).username;
    expect(await username()).toBe(userId.slice(0, 8));
    await deliver(envelope(identityUserRegisteredV1, userData(userId, 'rosa'), userId));
    expect(await username()).toBe('rosa');
    await deliver(envelope(identityUserUpdatedV1, userData(userId, 'rosa_p'), userId));
    expect(await username()).toBe('rosa_p');
    expect(await db.knex('users').where('id', userId).first()).toMatchObject({
      username: 'rosa_p',
      email: 'rosa_p@example.org',
      preferred_language: 'es',
      is_admin: false,
    });
  });

  it('user-deleted erases the user’s requests, notes, attachments and files, once', async () => {
    const userId = randomUUID();
    const keptId = randomUUID();
    await deliver(envelope(identityUserRegisteredV1, userData(userId, `gone_${userId.slice(0, 6)}`), userId));
    const cookie = await cookieOf(userId);
    const first = await requestExemption(cookie, { name: 'schedule.pdf', bytes: pdfSample() });
    const second = await requestExemption(cookie);
    await request(service.app)
      .post(`/api/exemptions/${second.id}/attachments/upload`)
      .set('Cookie', cookie)
      .attach('file', pngSample(), 'id-card.png');
    await request(service.app)
      .post('/api/exemption-notes')
      .set('Cookie', cookie)
      .send({ exemptionId: first.id, noteText: 'Hi' });
    const kept = await requestExemption(await cookieOf(keptId), { name: 'kept.png', bytes: pngSample() });
    const filesBefore = await storedFiles();
    const outboxBefore = (await db.knex('outbox')).length;

    const deleted = envelope(identityUserDeletedV1, { userId }, userId);
    await deliver(deleted);
    expect(await db.knex('user_exemptions').where('user_id', userId)).toEqual([]);
    expect(await db.knex('exemption_notes').whereIn('exemption_id', [first.id, second.id])).toEqual([]);
    expect(await db.knex('exemption_attachments').whereIn('exemption_id', [first.id, second.id])).toEqual([]);
    expect(await db.knex('users').where('id', userId)).toEqual([]);
    await waitFor(async () => (await db.knex('blob_deletions')).length === 0);
    const filesAfter = await storedFiles();
    expect(filesAfter).toHaveLength(filesBefore.length - 2);
    const [keptAttachment] = await db.knex('exemption_attachments').where('exemption_id', kept.id);
    expect(filesAfter).toContain(`${keptAttachment.id}.png`);
    // Every consumer of exemptions consumes the deletion too: nothing is published per request.
    expect(await db.knex('outbox')).toHaveLength(outboxBefore);

    await deliver(deleted);
    await deliver(envelope(identityUserDeletedV1, { userId }, userId));
    expect(bus.deadLetters(db.schema)).toEqual([]);
    expect(await db.knex('inbox').where('event_id', deleted.id)).toHaveLength(1);
    expect(await storedFiles()).toEqual(filesAfter);
  });

  it('applies a duplicate delivery once', async () => {
    const userId = randomUUID();
    const registered = envelope(identityUserRegisteredV1, userData(userId, 'twice'), userId);
    await deliver(registered);
    await db.knex('users').where('id', userId).update({ username: 'renamed_meanwhile' });
    await deliver(registered);
    expect((await db.knex('users').where('id', userId).first()).username).toBe('renamed_meanwhile');
    expect(await db.knex('inbox').where('event_id', registered.id)).toHaveLength(1);
  });
});
