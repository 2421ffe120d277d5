import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import type { InProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { parseConfig } from '@tracker/kit/runtime/config';
import type { RunningService } from '@tracker/kit/runtime/infrastructure';
import type { TestDatabase } from '@tracker/kit/testing/environment';
import { pdfSample, pngSample } from '@tracker/kit/testing/files';
import {
  envelopeOf as envelope,
  type ServiceUnderTest,
  sessionCookie,
  startServiceUnderTest,
  storedFileKeys,
  waitFor,
} from '@tracker/kit/testing/service';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemptionConfigSchema } from '../../src/config.js';
import { exemptionService } from '../../src/service.js';

let sut: ServiceUnderTest;
let db: TestDatabase;
let bus: InProcessBus;
let service: RunningService;
let delivered: EventEnvelope<Record<string, unknown>>[];
let studentTypeId: string;

/** Publishes and waits until the service recorded the event as processed (or dead-lettered it). */
function deliver(event: EventEnvelope): Promise<void> {
  return sut.deliver(event);
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

function cookieOf(userId: string, isAdmin = false): Promise<string> {
  return sessionCookie(sut.infra, { userId, isAdmin });
}

/** The names of the stored files, wherever they are. */
async function storedFiles(): Promise<string[]> {
  return (await storedFileKeys(sut.dataDir)).map((key) => path.posix.basename(key));
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
  sut = await startServiceUnderTest({
    definition: exemptionService,
    config: (dataDir) => parseConfig(exemptionConfigSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    observe: ['exemption.#'],
    settleMs: 20,
  });
  ({ db, bus, service, delivered } = sut);
  const types = await request(service.app)
    .get('/api/medicaid-exemptions')
    .set('Cookie', await cookieOf(randomUUID()));
  studentTypeId = types.body.find((type: { abbreviation: string }) => type.abbreviation === 'STUDENT').id;
});

afterAll(async () => {
  await sut.stop();
});

describe('exemptionService', () => {
  it('is described for the runtime and seeds the catalogue when created', async () => {
    expect(exemptionService.name).toBe('exemption');
    expect(exemptionService.signsSessions).toBeUndefined();
    expect(exemptionService.migrations.map((m) => m.name)).toEqual([
      '001-exemptions',
      '002-exemption-type-recorded',
      '003-reply-by',
      '004-plain-words',
    ]);
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
    expect(mine()[4]?.data).toMatchObject({
      expirationDate: '2027-03-01',
      changedBy: adminId,
      // The type's code, so reporting can tell a student exemption (school meets the month).
      exemptionTypeCode: 'STUDENT',
    });
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
