import { randomUUID } from 'node:crypto';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { textedFilesFolder } from '@tracker/contracts/events/texted-file';
import { parseConfig } from '@tracker/kit/runtime/config';
import { jpegSample, pdfSample } from '@tracker/kit/testing/files';
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
import { activityConfigSchema } from '../../src/config.js';
import { activityService } from '../../src/service.js';

let sut: ServiceUnderTest;

/** A file as the notification service leaves it after fetching it from Twilio. */
async function texted(userId: string, bytes: Buffer, contentType: string, name: string) {
  const storageKey = `${textedFilesFolder(userId)}${randomUUID()}/${name}`;
  await sut.infra.blobs.put(storageKey, bytes, contentType);
  return { storageKey, fileName: name, contentType, fileSize: bytes.length };
}

function activityText(userId: string, messageSid: string, files?: unknown[]) {
  return envelope(
    notificationSmsActivityReceivedV1,
    {
      messageSid,
      userId,
      type: 'employment',
      hours: 2,
      description: 'Stocked shelves',
      date: '2026-04-04',
      fromNumber: '+19165550100',
      ...(files ? { files } : {}),
    },
    userId,
  );
}

async function textedLeft(userId: string): Promise<string[]> {
  return (await storedFileKeys(sut.dataDir)).filter((key) => key.startsWith(textedFilesFolder(userId)));
}

async function attachmentsOf(userId: string) {
  const [activity] = await sut.db.knex('activities').where('user_id', userId);
  const res = await request(sut.service.app)
    .get(`/api/activities/${activity.id}/attachments`)
    .set('Cookie', await sessionCookie(sut.infra, { userId, isAdmin: false }));
  expect(res.status).toBe(200);
  return res.body as Array<{ originalName: string; fileType: string }>;
}

beforeAll(async () => {
  sut = await startServiceUnderTest({
    definition: activityService,
    config: (dataDir) => parseConfig(activityConfigSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    settleMs: 20,
  });
});

afterAll(async () => {
  await sut.stop();
});

describe('notification.sms-activity-received with texted files', () => {
  it('attaches them to the activity it logs, once, and removes the texted copies', async () => {
    const userId = randomUUID();
    const sid = `MM${randomUUID().replace(/-/g, '')}`;
    const files = [
      await texted(userId, jpegSample(), 'image/jpeg', 'photo-1.jpg'),
      await texted(userId, pdfSample(), 'application/pdf', 'document-2.pdf'),
    ];
    const first = activityText(userId, sid, files);
    await sut.deliver(first);
    await sut.deliver(first);
    // The same text as a second event (a replayed outbox row) attaches nothing more.
    await sut.deliver(activityText(userId, sid, files));

    expect(await sut.db.knex('activities').where('user_id', userId)).toHaveLength(1);
    expect((await attachmentsOf(userId)).map((a) => [a.originalName, a.fileType])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['document-2.pdf', 'application/pdf'],
    ]);
    await waitFor(async () => (await textedLeft(userId)).length === 0);
    expect(sut.bus.deadLetters(sut.db.schema)).toEqual([]);
  });

  it('leaves out a file whose bytes are not its type and one that is not the sender’s', async () => {
    const userId = randomUUID();
    const other = randomUUID();
    const othersFile = await texted(other, jpegSample(), 'image/jpeg', 'photo-9.jpg');
    await sut.deliver(
      activityText(userId, `MM${randomUUID().replace(/-/g, '')}`, [
        await texted(userId, Buffer.from('<html>not a pdf</html>'), 'application/pdf', 'document-1.pdf'),
        othersFile,
        await texted(userId, jpegSample(), 'image/jpeg', 'photo-3.jpg'),
      ]),
    );
    expect((await attachmentsOf(userId)).map((a) => a.originalName)).toEqual(['photo-3.jpg']);
    await waitFor(async () => (await textedLeft(userId)).length === 0);
    expect(await textedLeft(other)).toEqual([othersFile.storageKey]);
  });
});
