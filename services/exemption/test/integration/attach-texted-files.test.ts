import { randomUUID } from 'node:crypto';
import { notificationSmsDocumentReceivedV1 } from '@tracker/contracts/events/notification-sms-document-received-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { textedFilesFolder } from '@tracker/contracts/events/texted-file';
import { parseConfig } from '@tracker/kit/runtime/config';
import { recordedEvents } from '@tracker/kit/testing/environment';
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
let studentTypeId: string;

function cookieOf(userId: string, isAdmin = false): Promise<string> {
  return sessionCookie(sut.infra, { userId, isAdmin });
}

async function enrollee(): Promise<string> {
  const userId = randomUUID();
  await sut.deliver(
    envelope(
      identityUserRegisteredV1,
      {
        userId,
        username: `rosa_${userId.slice(0, 6)}`,
        email: `${userId.slice(0, 6)}@example.org`,
        firstName: 'Rosa',
        lastName: 'Parks',
        cellNumber: null,
        cellNumberE164: null,
        birthdate: null,
        preferredLanguage: 'es',
        requiredMonthlyHours: 20,
        isAdmin: false,
        emailVerified: true,
        state: 'OH',
      },
      userId,
    ),
  );
  return userId;
}

/** A request of `userId`'s that a reviewer asked more of, or moved to `status`. */
async function requestIn(userId: string, status: string): Promise<string> {
  const created = await request(sut.service.app)
    .post('/api/user-exemptions')
    .set('Cookie', await cookieOf(userId))
    .field('medicaidExemptionId', studentTypeId)
    .field('schoolName', 'Cuyahoga Community College');
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const body =
    status === 'waiting_on_enrollee'
      ? { status, waitingMessage: 'Send your class schedule' }
      : status === 'denied'
        ? { status, denialReason: 'Not enrolled' }
        : { status };
  const moved = await request(sut.service.app)
    .patch(`/api/admin/exemptions/${id}/status`)
    .set('Cookie', await cookieOf(randomUUID(), true))
    .send(body);
  expect(moved.status).toBe(200);
  return id;
}

/** A file as the notification service leaves it after fetching it from Twilio. */
async function texted(userId: string, bytes: Buffer, contentType: string, name: string) {
  const storageKey = `${textedFilesFolder(userId)}${randomUUID()}/${name}`;
  await sut.infra.blobs.put(storageKey, bytes, contentType);
  return { storageKey, fileName: name, contentType, fileSize: bytes.length };
}

async function attachmentsOf(userId: string, exemptionId: string) {
  const res = await request(sut.service.app)
    .get(`/api/exemptions/${exemptionId}/attachments`)
    .set('Cookie', await cookieOf(userId));
  expect(res.status).toBe(200);
  return res.body as Array<{ originalName: string; fileType: string; uploadedBy: string | null }>;
}

/** The request as its owner's list shows it. */
async function requestOf(userId: string, exemptionId: string) {
  const res = await request(sut.service.app)
    .get('/api/user-exemptions')
    .set('Cookie', await cookieOf(userId));
  expect(res.status).toBe(200);
  return (res.body as Array<{ id: string; status: string }>).find((e) => e.id === exemptionId);
}

function document(userId: string, exemptionId: string, files: unknown[]) {
  return envelope(
    notificationSmsDocumentReceivedV1,
    { messageSid: `MM${randomUUID().replace(/-/g, '')}`, userId, exemptionId, files },
    userId,
  );
}

async function textedLeft(userId: string): Promise<string[]> {
  return (await storedFileKeys(sut.dataDir)).filter((key) => key.startsWith(textedFilesFolder(userId)));
}

beforeAll(async () => {
  sut = await startServiceUnderTest({
    definition: exemptionService,
    config: (dataDir) => parseConfig(exemptionConfigSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    settleMs: 20,
  });
  const types = await request(sut.service.app)
    .get('/api/medicaid-exemptions')
    .set('Cookie', await cookieOf(randomUUID()));
  studentTypeId = types.body.find((type: { abbreviation: string }) => type.abbreviation === 'STUDENT').id;
});

afterAll(async () => {
  await sut.stop();
});

describe('notification.sms-document-received', () => {
  it('attaches the texted files to the request as the owner’s upload, once, and removes the texted copies', async () => {
    const userId = await enrollee();
    const exemptionId = await requestIn(userId, 'waiting_on_enrollee');
    const event = document(userId, exemptionId, [
      await texted(userId, pngSample(), 'image/png', 'photo-1.png'),
      await texted(userId, pdfSample(), 'application/pdf', 'document-2.pdf'),
    ]);
    await sut.deliver(event);
    await sut.deliver(event);

    const attached = await attachmentsOf(userId, exemptionId);
    expect(attached.map((a) => [a.originalName, a.fileType])).toEqual([
      ['photo-1.png', 'image/png'],
      ['document-2.pdf', 'application/pdf'],
    ]);
    expect(attached[0]?.uploadedBy).toBe(`rosa_${userId.slice(0, 6)}`);
    // Kept in the request's own folder; the texted copies go once the janitor has run.
    expect((await storedFileKeys(sut.dataDir)).filter((key) => key.startsWith('exemptions/'))).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^exemptions/${userId}/${exemptionId}/`))]),
    );
    await waitFor(async () => (await textedLeft(userId)).length === 0);
    expect(sut.bus.deadLetters(sut.db.schema)).toEqual([]);
  });

  it('sends a request that waited on its owner back to review, once, as their answer', async () => {
    const userId = await enrollee();
    const exemptionId = await requestIn(userId, 'waiting_on_enrollee');
    const event = document(userId, exemptionId, [
      await texted(userId, pngSample(), 'image/png', 'photo-1.png'),
    ]);
    await sut.deliver(event);
    await sut.deliver(event);
    const mine = await requestOf(userId, exemptionId);
    expect(mine).toMatchObject({ status: 'under_review', replyBy: null, lastModifiedBy: userId });
    const moves = (await recordedEvents(sut.db, 'exemption.status-changed'))
      .filter((e) => e.data.exemptionId === exemptionId)
      .map((e) => [e.data.to, e.data.changedBy]);
    expect(moves.at(-1)).toEqual(['under_review', userId]);
    expect(moves.filter(([to]) => to === 'under_review')).toHaveLength(1);
  });

  it('leaves the status alone when no file could be kept', async () => {
    const userId = await enrollee();
    const exemptionId = await requestIn(userId, 'waiting_on_enrollee');
    await sut.deliver(
      document(userId, exemptionId, [
        await texted(userId, Buffer.from('MZ not really a picture'), 'image/jpeg', 'photo-1.jpg'),
      ]),
    );
    const mine = await requestOf(userId, exemptionId);
    expect(mine?.status).toBe('waiting_on_enrollee');
  });

  it('checks each file again like an upload: a file whose bytes are not its type is left out', async () => {
    const userId = await enrollee();
    const exemptionId = await requestIn(userId, 'waiting_on_enrollee');
    await sut.deliver(
      document(userId, exemptionId, [
        await texted(userId, Buffer.from('MZ not really a picture'), 'image/jpeg', 'photo-1.jpg'),
        await texted(userId, pngSample(), 'image/png', 'photo-2.png'),
      ]),
    );
    expect((await attachmentsOf(userId, exemptionId)).map((a) => a.originalName)).toEqual(['photo-2.png']);
    await waitFor(async () => (await textedLeft(userId)).length === 0);
  });

  it('attaches nothing to a request that was decided meanwhile, and still removes the texted copies', async () => {
    const userId = await enrollee();
    const exemptionId = await requestIn(userId, 'denied');
    await sut.deliver(
      document(userId, exemptionId, [await texted(userId, pngSample(), 'image/png', 'photo-1.png')]),
    );
    expect(await sut.db.knex('exemption_attachments').where('exemption_id', exemptionId)).toEqual([]);
    await waitFor(async () => (await textedLeft(userId)).length === 0);
  });

  it('never takes someone else’s file or attaches to someone else’s request', async () => {
    const owner = await enrollee();
    const other = await enrollee();
    const exemptionId = await requestIn(owner, 'waiting_on_enrollee');
    const othersFile = await texted(other, pngSample(), 'image/png', 'photo-1.png');
    // The owner's event naming another person's texted file.
    await sut.deliver(document(owner, exemptionId, [othersFile]));
    // Another person's event naming the owner's request.
    await sut.deliver(
      document(other, exemptionId, [await texted(other, pngSample(), 'image/png', 'photo-2.png')]),
    );
    expect(await sut.db.knex('exemption_attachments').where('exemption_id', exemptionId)).toEqual([]);
    // The other person's first file was not theirs to remove for the owner's event.
    expect(await textedLeft(other)).toEqual([othersFile.storageKey]);
  });
});
