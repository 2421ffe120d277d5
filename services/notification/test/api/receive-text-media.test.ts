import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants/attachments';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { BlobNotFoundError } from '@tracker/kit/storage/blob';
import { createLogger } from '@tracker/kit/runtime/logger';
import { jpegSample, pdfSample, pngSample } from '@tracker/kit/testing/files';
import { storedFileKeys } from '@tracker/kit/testing/service';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMediaRemover, type MediaRemover } from '../../src/media-remover.js';
import {
  accountSid,
  type ApiHarness,
  authToken,
  createApiHarness,
  serviceNumber,
  type TestUser,
  textForm,
  twimlMessages,
} from '../support/api-harness.js';

/** A request one of the stand-ins received. */
interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
}

interface StandIn {
  url: string;
  port: number;
  seen: Seen[];
  server: Server;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer;
}

/** A loopback server recording what it is asked and answering with `answer`. */
async function standIn(answer: (req: IncomingMessage) => Answer): Promise<StandIn> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const { status, headers = {}, body } = answer(req);
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, seen, server };
}

const basicAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
const MEDIUM = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\/(MM\w+)\/Media\/(ME\w+?)(\.json)?$/;

/** What Twilio keeps for each medium, by its id; removed by DELETE. */
const media = new Map<string, { bytes: Buffer; contentType: string }>();
let failedRemovals = 0;
let twilioApi: StandIn;
let cdn: StandIn;
let elsewhere: StandIn;
let h: ApiHarness;
let remover: MediaRemover;

function sid(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/** A medium Twilio keeps, and the URL a webhook names it by. */
function medium(messageSid: string, bytes: Buffer, contentType: string): { url: string; mediaSid: string } {
  const mediaSid = sid('ME');
  media.set(mediaSid, { bytes, contentType });
  return {
    url: `${twilioApi.url}/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}/Media/${mediaSid}`,
    mediaSid,
  };
}

/** The webhook form of a text from `from` with `files` (URL and declared type). */
function mms(
  from: string,
  body: string,
  messageSid: string,
  files: Array<{ url: string; contentType: string }>,
) {
  const extra: Record<string, string> = { NumMedia: String(files.length) };
  files.forEach((file, i) => {
    extra[`MediaUrl${i}`] = file.url;
    extra[`MediaContentType${i}`] = file.contentType;
  });
  return { ...textForm(from, body, extra), MessageSid: messageSid };
}

async function send(form: Record<string, string>): Promise<string[]> {
  const res = await h.inbound(form);
  expect(res.status).toBe(200);
  return twimlMessages(res.text);
}

let phoneCounter = 100;
async function enrollee(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  phoneCounter++;
  return h.enrollee({ phone: `+1916555${String(phoneCounter).padStart(4, '0')}`, ...overrides });
}

/** A reviewer asking `user` for more on a request of theirs, as the exemption service announces it. */
async function waitingRequest(
  user: TestUser,
  typeName: string,
  occurredAt = new Date().toISOString(),
  typeNameEs?: string,
) {
  const exemptionId = randomUUID();
  await h.deliver(
    exemptionStatusChangedV1,
    {
      exemptionId,
      userId: user.id,
      from: 'under_review',
      to: 'waiting_on_enrollee',
      exemptionTypeName: typeName,
      ...(typeNameEs === undefined ? {} : { exemptionTypeNameEs: typeNameEs }),
      effectiveDate: null,
      expirationDate: null,
      isPermanent: false,
      durationApprovedMonths: null,
      denialReason: null,
      waitingMessage: 'Send a letter from your doctor',
      replyBy: '2026-03-24',
      resetMessage: null,
      changedBy: randomUUID(),
    },
    { occurredAt },
  );
  return exemptionId;
}

async function eventsFor(user: TestUser, type: string) {
  return (await h.events(type)).filter((event) => event.data.userId === user.id);
}

async function storedBytes(key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await h.deps.blobs.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  }
}

function fetchedFromTwilio(mediaSid: string): Seen[] {
  return twilioApi.seen.filter((s) => s.method === 'GET' && s.path.endsWith(mediaSid));
}

function removedFromTwilio(mediaSid: string): boolean {
  return twilioApi.seen.some((s) => s.method === 'DELETE' && s.path.endsWith(`${mediaSid}.json`));
}

beforeAll(async () => {
  cdn = await standIn((req): Answer => {
    if (req.url === '/redirect') return { status: 302, headers: { location: `${elsewhere.url}/photo.png` } };
    const found = media.get(new URL(req.url ?? '/', 'http://cdn').pathname.split('/').pop() ?? '');
    // A short-lived signed address: it needs, and must get, no credentials.
    if (!found || req.headers.authorization) return { status: 403 };
    return { status: 200, headers: { 'content-type': found.contentType }, body: found.bytes };
  });
  elsewhere = await standIn(() => ({
    status: 200,
    headers: { 'content-type': 'image/png' },
    body: pngSample(),
  }));
  twilioApi = await standIn((req): Answer => {
    const match = MEDIUM.exec(new URL(req.url ?? '/', 'http://api').pathname);
    if (req.headers.authorization !== basicAuth) return { status: 401 };
    if (!match || match[1] !== accountSid) return { status: 404 };
    const mediaSid = match[3] ?? '';
    if (req.method === 'DELETE' && match[4]) {
      if (failedRemovals > 0) {
        failedRemovals--;
        return {
          status: 500,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from('{"code":20500,"message":"Internal Server Error","status":500}'),
        };
      }
      return media.delete(mediaSid)
        ? { status: 204 }
        : { status: 404, body: Buffer.from('{"code":20404,"status":404}') };
    }
    if (req.method === 'GET' && !match[4]) {
      if (!media.has(mediaSid)) return { status: 404 };
      return { status: 307, headers: { location: `${cdn.url}/media/${mediaSid}` } };
    }
    return { status: 405 };
  });
  h = await createApiHarness({
    env: {
      TWILIO_API_BASE_URL: twilioApi.url,
      TWILIO_MEDIA_HOSTS: `127.0.0.1:${twilioApi.port},127.0.0.1:${cdn.port}`,
    },
    // Replies are what these tests read; texts the service sends on its own go nowhere.
    sms: { from: serviceNumber, send: async () => ({ sid: sid('SM') }) },
  });
  remover = createMediaRemover({
    db: h.db,
    media: h.deps.media,
    logger: createLogger('media-remover-test', { level: 'silent' }),
    retryDelayMs: () => 0,
  });
});

beforeEach(() => {
  failedRemovals = 0;
});

afterAll(async () => {
  await remover.stop();
  await h.close();
  for (const s of [twilioApi, cdn, elsewhere]) {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  }
});

describe('a photo texted with DOC', () => {
  it('goes to the request waiting on the sender, and is removed from Twilio once stored', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Pregnant or postpartum', '2026-03-01T10:00:00Z');
    const latest = await waitingRequest(user, 'Medically frail', '2026-03-05T10:00:00Z');
    const messageSid = sid('MM');
    const photo = medium(messageSid, jpegSample(), 'image/jpeg');

    expect(
      await send(
        mms(user.phone!, 'DOC doctor letter', messageSid, [{ url: photo.url, contentType: 'image/jpeg' }]),
      ),
    ).toEqual(['Got your photo: added to your Medically frail request and sent to the reviewer.']);

    const [event] = await eventsFor(user, 'notification.sms-document-received');
    expect(event?.data).toEqual({
      messageSid,
      userId: user.id,
      exemptionId: latest,
      files: [
        {
          storageKey: expect.stringMatching(new RegExp(`^sms-media/${user.id}/[0-9a-f-]+/photo-1\\.jpg$`)),
          fileName: 'photo-1.jpg',
          contentType: 'image/jpeg',
          fileSize: jpegSample().length,
        },
      ],
    });
    const files = event?.data.files as Array<{ storageKey: string }>;
    expect(await storedBytes(files[0]!.storageKey)).toEqual(jpegSample());
    // Fetched with the account's credentials from the host the webhook named, and none to the CDN.
    expect(fetchedFromTwilio(photo.mediaSid).map((s) => s.authorization)).toEqual([basicAuth]);
    expect(cdn.seen.filter((s) => s.path.endsWith(photo.mediaSid))).toEqual([
      expect.objectContaining({ authorization: undefined }),
    ]);

    await remover.sweep();
    expect(removedFromTwilio(photo.mediaSid)).toBe(true);
    expect(media.has(photo.mediaSid)).toBe(false);
    expect(await h.db.knex('texted_media_removals')).toEqual([]);
  });

  it('is answered in Spanish for DOCUMENTO, and a retried webhook changes nothing', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Embarazo o posparto');
    const messageSid = sid('MM');
    const document = medium(messageSid, pdfSample(), 'application/pdf');
    const form = mms(user.phone!, 'DOCUMENTO', messageSid, [
      { url: document.url, contentType: 'application/pdf' },
    ]);
    const reply =
      'Recibimos su documento y lo agregamos a su solicitud de Embarazo o posparto para el revisor.';
    expect(await send(form)).toEqual([reply]);
    expect(await send(form)).toEqual([reply]);
    expect(await eventsFor(user, 'notification.sms-document-received')).toHaveLength(1);
    expect(fetchedFromTwilio(document.mediaSid)).toHaveLength(1);
  });

  it('names the request by its Spanish name in a Spanish answer, by its English one in English', async () => {
    const reply = async (keyword: string) => {
      const user = await enrollee();
      await waitingRequest(user, 'Pregnant or postpartum', undefined, 'Embarazada o en el posparto');
      const messageSid = sid('MM');
      const photo = medium(messageSid, pngSample(), 'image/png');
      return send(mms(user.phone!, keyword, messageSid, [{ url: photo.url, contentType: 'image/png' }]));
    };
    expect(await reply('DOCUMENTO')).toEqual([
      'Recibimos su foto y la agregamos a su solicitud de Embarazada o en el posparto para el revisor.',
    ]);
    expect(await reply('DOC')).toEqual([
      'Got your photo: added to your Pregnant or postpartum request and sent to the reviewer.',
    ]);
  });

  it('keeps nothing and fetches nothing when no request waits on the sender', async () => {
    const user = await enrollee();
    const messageSid = sid('MM');
    const photo = medium(messageSid, jpegSample(), 'image/jpeg');
    expect(
      await send(mms(user.phone!, 'DOC', messageSid, [{ url: photo.url, contentType: 'image/jpeg' }])),
    ).toEqual([
      expect.stringMatching(/^No request is waiting on a document from you, so the file was not kept\./),
    ]);
    expect(fetchedFromTwilio(photo.mediaSid)).toEqual([]);
    expect(await eventsFor(user, 'notification.sms-document-received')).toEqual([]);
  });
});

describe('a file texted with hours', () => {
  it('goes with the activity to be attached to it', async () => {
    const user = await enrollee();
    const messageSid = sid('MM');
    const document = medium(messageSid, pdfSample(), 'application/pdf');
    expect(
      await send(
        mms(user.phone!, 'WORK 2 Stocked shelves', messageSid, [
          { url: document.url, contentType: 'application/pdf' },
        ]),
      ),
    ).toEqual(['Got it: 2 hours of Employment, with your document. We will text you once it is logged.']);
    const [event] = await eventsFor(user, 'notification.sms-activity-received');
    expect(event?.data).toMatchObject({
      messageSid,
      type: 'employment',
      hours: 2,
      files: [{ fileName: 'document-1.pdf', contentType: 'application/pdf', fileSize: pdfSample().length }],
    });
  });

  it('still logs the hours when the file cannot be kept', async () => {
    const user = await enrollee();
    const messageSid = sid('MM');
    const fake = medium(messageSid, Buffer.from('<html>a web page</html>'), 'image/png');
    expect(
      await send(
        mms(user.phone!, 'WORK 2 Stocked shelves', messageSid, [{ url: fake.url, contentType: 'image/png' }]),
      ),
    ).toEqual(['Got it: 2 hours of Employment. Your file was not kept: it is not a real photo or PDF.']);
    const [event] = await eventsFor(user, 'notification.sms-activity-received');
    expect(event?.data).not.toHaveProperty('files');
  });
});

describe('texted files are refused', () => {
  it('from a host not allowed, which is never fetched', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const before = elsewhere.seen.length;
    expect(
      await send(
        mms(user.phone!, 'DOC', sid('MM'), [{ url: `${elsewhere.url}/photo.png`, contentType: 'image/png' }]),
      ),
    ).toEqual([
      'Your file was not kept: it did not come from our text service. Please text a photo or a PDF.',
    ]);
    expect(elsewhere.seen.length).toBe(before);
    expect(await eventsFor(user, 'notification.sms-document-received')).toEqual([]);
  });

  it('when Twilio redirects somewhere not allowed, which is never followed', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const before = elsewhere.seen.length;
    // An allowed host answering with a redirect away from the allowed ones.
    const redirecting = `${cdn.url}/redirect`;
    expect(
      await send(mms(user.phone!, 'DOC', sid('MM'), [{ url: redirecting, contentType: 'image/png' }])),
    ).toEqual([
      'Your file was not kept: it did not come from our text service. Please text a photo or a PDF.',
    ]);
    expect(elsewhere.seen.length).toBe(before);
  });

  it('when its bytes are not its type, and nothing is kept', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const messageSid = sid('MM');
    const renamed = medium(messageSid, Buffer.from('MZ\x90\x00 an executable'), 'image/jpeg');
    expect(
      await send(mms(user.phone!, 'DOC', messageSid, [{ url: renamed.url, contentType: 'image/jpeg' }])),
    ).toEqual(['Your file was not kept: it is not a real photo or PDF. Please text a photo or a PDF.']);
    expect(await eventsFor(user, 'notification.sms-document-received')).toEqual([]);
    expect(
      (await storedFileKeys(h.dataDir)).filter((key) => key.startsWith(`sms-media/${user.id}/`)),
    ).toEqual([]);
  });

  it('when it is over the upload limit', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const messageSid = sid('MM');
    const huge = medium(
      messageSid,
      Buffer.concat([pdfSample(), Buffer.alloc(ATTACHMENT_MAX_BYTES)]),
      'application/pdf',
    );
    expect(
      await send(mms(user.phone!, 'DOC', messageSid, [{ url: huge.url, contentType: 'application/pdf' }])),
    ).toEqual(['Your file was not kept: it is over 5 MB. Please text a photo or a PDF.']);
    expect(await eventsFor(user, 'notification.sms-document-received')).toEqual([]);
  });

  it('when it is neither a photo nor a PDF, without fetching it', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const messageSid = sid('MM');
    const card = medium(messageSid, Buffer.from('BEGIN:VCARD\nEND:VCARD\n'), 'text/vcard');
    expect(
      await send(mms(user.phone!, 'DOC', messageSid, [{ url: card.url, contentType: 'text/vcard' }])),
    ).toEqual(['Your file was not kept: only photos and PDFs are kept. Please text a photo or a PDF.']);
    expect(fetchedFromTwilio(card.mediaSid)).toEqual([]);
  });

  it('in an unsigned webhook, which is refused before anything is fetched', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const messageSid = sid('MM');
    const photo = medium(messageSid, jpegSample(), 'image/jpeg');
    const form = mms(user.phone!, 'DOC', messageSid, [{ url: photo.url, contentType: 'image/jpeg' }]);
    expect((await h.inbound(form, { signature: null })).status).toBe(403);
    expect((await h.inbound(form, { token: 'f'.repeat(32) })).status).toBe(403);
    expect(fetchedFromTwilio(photo.mediaSid)).toEqual([]);
  });

  it('from a number its owner has not confirmed, which gets nothing attached or fetched', async () => {
    const user = await enrollee({ phoneVerified: false });
    await waitingRequest(user, 'Medically frail');
    const messageSid = sid('MM');
    const photo = medium(messageSid, jpegSample(), 'image/jpeg');
    const [reply] = await send(
      mms(user.phone!, 'DOC', messageSid, [{ url: photo.url, contentType: 'image/jpeg' }]),
    );
    expect(reply).toMatch(/confirm/i);
    expect(fetchedFromTwilio(photo.mediaSid)).toEqual([]);
    expect(await eventsFor(user, 'notification.sms-document-received')).toEqual([]);
  });

  it('without DOC or hours: the reply says how to send it, and nothing is fetched', async () => {
    const user = await enrollee();
    const messageSid = sid('MM');
    const photo = medium(messageSid, jpegSample(), 'image/jpeg');
    expect(
      await send(mms(user.phone!, '', messageSid, [{ url: photo.url, contentType: 'image/jpeg' }])),
    ).toEqual([
      'To keep this file, text it again with DOC for a request waiting on you, or with your hours, e.g. WORK 2 Stocked shelves',
    ]);
    expect(fetchedFromTwilio(photo.mediaSid)).toEqual([]);
  });
});

describe('removing texted media from Twilio', () => {
  it('is tried again later when Twilio fails, and the stored file is kept meanwhile', async () => {
    const user = await enrollee();
    await waitingRequest(user, 'Medically frail');
    const messageSid = sid('MM');
    const photo = medium(messageSid, pngSample(), 'image/png');
    // What earlier texts queued goes first, so the failure falls on this one.
    await remover.sweep();
    failedRemovals = 1;
    await send(mms(user.phone!, 'DOC', messageSid, [{ url: photo.url, contentType: 'image/png' }]));
    await remover.sweep();
    expect(media.has(photo.mediaSid)).toBe(true);
    expect(await h.db.knex('texted_media_removals').where('media_sid', photo.mediaSid)).toEqual([
      expect.objectContaining({ attempts: 1, last_error: expect.any(String) }),
    ]);
    const [event] = await eventsFor(user, 'notification.sms-document-received');
    const files = event?.data.files as Array<{ storageKey: string }>;
    expect(await storedBytes(files[0]!.storageKey)).toEqual(pngSample());

    await remover.sweep();
    expect(media.has(photo.mediaSid)).toBe(false);
    expect(await h.db.knex('texted_media_removals').where('media_sid', photo.mediaSid)).toEqual([]);
  });
});
