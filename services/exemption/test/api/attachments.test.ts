import { randomUUID } from 'node:crypto';
import { exemptionAttachment, uploadExemptionAttachmentsResponse } from '@tracker/contracts/http/exemptions';
import { csvSample, exeSample, pdfSample, pngSample } from '@tracker/kit/testing/files';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption, setStatus, uploadFile } from './requests.js';

const FIVE_MB = 5 * 1024 * 1024;

let h: Harness;
let typeId: string;
beforeAll(async () => {
  h = await createHarness();
  typeId = (await h.exemptionType()).id;
});
afterAll(async () => {
  await h.close();
});

async function requestOf(user: TestUser): Promise<string> {
  return (await createExemption(h, user, typeId)).id;
}

async function attach(user: TestUser, exemptionId: string, name = 'proof.pdf', bytes = pdfSample()) {
  const res = await uploadFile(h, user, exemptionId, { name, bytes });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return exemptionAttachment.parse(res.body);
}

function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('POST /api/exemptions/:id/attachments/upload', () => {
  it('stores one file under the requester and request, with its description and uploader', async () => {
    const owner = await h.enrollee();
    const exemptionId = await requestOf(owner);
    const res = await uploadFile(
      h,
      owner,
      exemptionId,
      { name: '../Doctor letter.pdf', bytes: pdfSample(), contentType: 'text/html' },
      ' From Dr. Ruiz ',
    );
    expect(res.status).toBe(201);
    expect(exemptionAttachment.parse(res.body)).toEqual({
      id: expect.any(String),
      exemptionId,
      fileName: `${res.body.id}.pdf`,
      originalName: 'Doctor letter.pdf',
      fileSize: pdfSample().length,
      fileType: 'application/pdf',
      description: 'From Dr. Ruiz',
      uploadedBy: owner.username,
      uploadedByUserId: owner.id,
      uploadedAt: expect.any(String),
    });
    expect(await h.storedKeys()).toContain(`exemptions/${owner.id}/${exemptionId}/${res.body.id}.pdf`);
  });

  it('takes an administrator’s empty description as none', async () => {
    const admin = await h.admin();
    const exemptionId = await requestOf(await h.enrollee());
    const res = await uploadFile(h, admin, exemptionId, { name: 'note.png', bytes: pngSample() }, '');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ description: null, uploadedByUserId: admin.id });
  });

  it.each([
    [
      'a file over 5 MB',
      'big.txt',
      Buffer.alloc(FIVE_MB + 1, 0x61),
      'File too large',
      'Please select a file smaller than 5MB',
    ],
    [
      'a wrong extension',
      'setup.exe',
      exeSample(),
      'File type not allowed. Accepted types: jpg, jpeg, png, gif, pdf, doc, docx, txt, csv, xls, xlsx',
      'File type not allowed. Accepted types: jpg, jpeg, png, gif, pdf, doc, docx, txt, csv, xls, xlsx',
    ],
    [
      'a renamed executable',
      'letter.pdf',
      exeSample(),
      "This file's content does not match its .pdf extension",
      "This file's content does not match its .pdf extension",
    ],
  ])('refuses %s and stores nothing', async (_what, name, bytes, message, fieldMessage) => {
    const owner = await h.enrollee();
    const exemptionId = await requestOf(owner);
    const res = await uploadFile(h, owner, exemptionId, { name, bytes });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, fieldErrors: { file: fieldMessage } });
    expect(await h.db.knex('exemption_attachments').where('exemption_id', exemptionId)).toEqual([]);
    expect((await h.storedKeys()).filter((key) => key.includes(exemptionId))).toEqual([]);
  });

  it('asks for a file when none is sent', async () => {
    const owner = await h.enrollee();
    const res = await call(
      h,
      owner,
      'post',
      `/api/exemptions/${await requestOf(owner)}/attachments/upload`,
    ).field('description', 'x');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ file: 'Please select a file to upload' });
  });

  it('checks each of several files on its own', async () => {
    const owner = await h.enrollee();
    const exemptionId = await requestOf(owner);
    const res = await call(h, owner, 'post', `/api/exemptions/${exemptionId}/attachments/upload`)
      .attach('files', pdfSample(), 'a.pdf')
      .attach('files', exeSample(), 'b.pdf')
      .attach('files', csvSample(), 'c.csv');
    expect(res.status).toBe(201);
    const report = uploadExemptionAttachmentsResponse.parse(res.body);
    expect(report.attachments.map((a) => a.originalName)).toEqual(['a.pdf', 'c.csv']);
    expect(report.errors).toEqual([
      { fileName: 'b.pdf', message: "This file's content does not match its .pdf extension" },
    ]);
    const none = await call(h, owner, 'post', `/api/exemptions/${exemptionId}/attachments/upload`).attach(
      'files',
      exeSample(),
      'x.png',
    );
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveLength(1);
  });

  it.each(['approved', 'denied'])(
    'is closed to the requester once %s, never to a reviewer',
    async (status) => {
      const owner = await h.enrollee();
      const exemptionId = await requestOf(owner);
      await setStatus(h, exemptionId, status);
      expect((await uploadFile(h, owner, exemptionId, { name: 'a.pdf', bytes: pdfSample() })).status).toBe(
        409,
      );
      expect(
        (await uploadFile(h, await h.admin(), exemptionId, { name: 'a.pdf', bytes: pdfSample() })).status,
      ).toBe(201);
    },
  );

  it('answers 404 for someone else’s request and 401 to an anonymous caller', async () => {
    const exemptionId = await requestOf(await h.enrollee());
    expect(
      (await uploadFile(h, await h.enrollee(), exemptionId, { name: 'a.pdf', bytes: pdfSample() })).status,
    ).toBe(404);
    expect((await uploadFile(h, undefined, exemptionId, { name: 'a.pdf', bytes: pdfSample() })).status).toBe(
      401,
    );
    expect(await h.db.knex('exemption_attachments').where('exemption_id', exemptionId)).toEqual([]);
  });
});

describe('GET /api/exemptions/:id/attachments', () => {
  it('lists the request’s attachments for the requester and reviewers only', async () => {
    const owner = await h.enrollee();
    const exemptionId = await requestOf(owner);
    const first = await attach(owner, exemptionId, 'a.pdf');
    const second = await attach(owner, exemptionId, 'b.png', pngSample());
    for (const user of [owner, await h.admin()]) {
      const res = await call(h, user, 'get', `/api/exemptions/${exemptionId}/attachments`);
      expect(res.status).toBe(200);
      expect(res.body.map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    }
    expect(
      (await call(h, await h.enrollee(), 'get', `/api/exemptions/${exemptionId}/attachments`)).status,
    ).toBe(404);
    expect((await call(h, undefined, 'get', `/api/exemptions/${exemptionId}/attachments`)).status).toBe(401);
  });
});

describe('PUT /api/exemptions/attachments/:id/description', () => {
  it('lets only the uploader describe the file', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const exemptionId = await requestOf(owner);
    const mine = await attach(owner, exemptionId);
    const theirs = await attach(admin, exemptionId);
    const describe = (user: TestUser | undefined, id: string, description: string) =>
      call(h, user, 'put', `/api/exemptions/attachments/${id}/description`).send({ description });
    const res = await describe(owner, mine.id, ' Page 1 ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mine.id, description: 'Page 1' });
    expect((await describe(owner, mine.id, '')).body.description).toBeNull();
    expect((await describe(admin, mine.id, 'x')).status).toBe(403);
    expect((await describe(owner, theirs.id, 'x')).status).toBe(403);
    expect((await describe(admin, theirs.id, 'Reviewed')).status).toBe(200);
    expect((await describe(await h.enrollee(), mine.id, 'x')).status).toBe(404);
    expect((await describe(undefined, mine.id, 'x')).status).toBe(401);
    await setStatus(h, exemptionId, 'denied');
    expect((await describe(owner, mine.id, 'x')).status).toBe(409);
  });
});

describe('removing an attachment', () => {
  it('works by the enrollee form and by the administrator form, and removes the file', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const exemptionId = await requestOf(owner);
    const mine = await attach(owner, exemptionId);
    const theirs = await attach(admin, exemptionId);
    expect((await call(h, owner, 'delete', `/api/exemptions/attachments/${mine.id}`)).status).toBe(204);
    expect(
      (await call(h, admin, 'delete', `/api/exemptions/${exemptionId}/attachments/${theirs.id}`)).status,
    ).toBe(204);
    expect(await h.db.knex('exemption_attachments').where('exemption_id', exemptionId)).toEqual([]);
    expect((await h.storedKeys()).filter((key) => key.includes(exemptionId))).toEqual([]);
  });

  it('is only for the uploader, and the administrator form must name the attachment’s request', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const exemptionId = await requestOf(owner);
    const otherRequest = await requestOf(owner);
    const mine = await attach(owner, exemptionId);
    const theirs = await attach(admin, exemptionId);
    expect((await call(h, admin, 'delete', `/api/exemptions/attachments/${mine.id}`)).status).toBe(403);
    expect(
      (await call(h, owner, 'delete', `/api/exemptions/${exemptionId}/attachments/${theirs.id}`)).status,
    ).toBe(403);
    expect(
      (await call(h, admin, 'delete', `/api/exemptions/${otherRequest}/attachments/${theirs.id}`)).status,
    ).toBe(404);
    const stranger = await h.enrollee();
    expect((await call(h, stranger, 'delete', `/api/exemptions/attachments/${mine.id}`)).status).toBe(404);
    expect(
      (await call(h, stranger, 'delete', `/api/exemptions/${exemptionId}/attachments/${mine.id}`)).status,
    ).toBe(404);
    expect((await call(h, undefined, 'delete', `/api/exemptions/attachments/${mine.id}`)).status).toBe(401);
    expect(
      (await call(h, undefined, 'delete', `/api/exemptions/${exemptionId}/attachments/${theirs.id}`)).status,
    ).toBe(401);
    expect((await call(h, owner, 'delete', `/api/exemptions/attachments/${randomUUID()}`)).status).toBe(404);
    expect(await h.db.knex('exemption_attachments').where('exemption_id', exemptionId)).toHaveLength(2);
  });

  it.each(['approved', 'denied'])(
    'is closed to the requester once %s, not to a reviewer who uploaded',
    async (status) => {
      const owner = await h.enrollee();
      const admin = await h.admin();
      const exemptionId = await requestOf(owner);
      const mine = await attach(owner, exemptionId);
      const theirs = await attach(admin, exemptionId);
      await setStatus(h, exemptionId, status);
      expect((await call(h, owner, 'delete', `/api/exemptions/attachments/${mine.id}`)).status).toBe(409);
      expect(
        (await call(h, admin, 'delete', `/api/exemptions/${exemptionId}/attachments/${theirs.id}`)).status,
      ).toBe(204);
    },
  );
});

describe('downloading an attachment', () => {
  it('answers a short-lived signed link that streams the bytes with protective headers', async () => {
    const owner = await h.enrollee();
    const exemptionId = await requestOf(owner);
    const attachment = await attach(owner, exemptionId, 'Pay stub.pdf');
    const res = await call(h, owner, 'get', `/api/exemptions/attachments/${attachment.id}/download`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ downloadUrl: expect.any(String), fileName: 'Pay stub.pdf' });
    const url = new URL(res.body.downloadUrl, 'http://localhost');
    expect(url.pathname).toBe(`/api/exemptions/attachments/${attachment.id}/content`);

    const content = await call(h, owner, 'get', res.body.downloadUrl).buffer(true).parse(binary);
    expect(content.status).toBe(200);
    expect(Buffer.compare(content.body as Buffer, pdfSample())).toBe(0);
    expect(content.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdfSample().length),
      'content-disposition': `inline; filename="Pay stub.pdf"; filename*=UTF-8''Pay%20stub.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': 'sandbox',
    });
  });

  it('offers a text file as a download with its charset', async () => {
    const owner = await h.enrollee();
    const attachment = await attach(owner, await requestOf(owner), 'hours.csv', csvSample());
    const link = (await call(h, owner, 'get', `/api/exemptions/attachments/${attachment.id}/download`)).body
      .downloadUrl;
    const content = await call(h, owner, 'get', link).buffer(true).parse(binary);
    expect(content.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(content.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('gives links and bytes to the requester and reviewers only', async () => {
    const owner = await h.enrollee();
    const attachment = await attach(owner, await requestOf(owner));
    const path = `/api/exemptions/attachments/${attachment.id}/download`;
    const admin = await h.admin();
    expect((await call(h, admin, 'get', path)).status).toBe(200);
    expect((await call(h, await h.enrollee(), 'get', path)).status).toBe(404);
    expect((await call(h, undefined, 'get', path)).status).toBe(401);
    const link = (await call(h, owner, 'get', path)).body.downloadUrl;
    // The link alone is not enough: the session must be one that may see the request.
    expect((await call(h, await h.enrollee(), 'get', link)).status).toBe(404);
    expect((await call(h, undefined, 'get', link)).status).toBe(401);
    expect((await call(h, admin, 'get', link)).status).toBe(200);
    expect((await h.audits()).filter((record) => record.actorId === admin.id)).toEqual([
      expect.objectContaining({ action: 'exemption-attachment.link-issued', subjectId: owner.id }),
      expect.objectContaining({ action: 'exemption-attachment.downloaded', subjectId: owner.id }),
    ]);
  });

  it('refuses an expired, altered or missing signature', async () => {
    const owner = await h.enrollee();
    const attachment = await attach(owner, await requestOf(owner));
    h.setNow(new Date());
    const link = (await call(h, owner, 'get', `/api/exemptions/attachments/${attachment.id}/download`)).body
      .downloadUrl;
    const url = new URL(link, 'http://localhost');
    url.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}AA`);
    expect((await call(h, owner, 'get', `${url.pathname}${url.search}`)).status).toBe(403);
    expect((await call(h, owner, 'get', url.pathname)).status).toBe(403);
    h.setNow(new Date(Date.now() + 301_000));
    const expired = await call(h, owner, 'get', link);
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe('This download link is invalid or has expired.');
    h.setNow(new Date());
  });

  it('answers 404 for an unknown or malformed attachment', async () => {
    const owner = await h.enrollee();
    for (const id of [randomUUID(), 'x']) {
      expect((await call(h, owner, 'get', `/api/exemptions/attachments/${id}/download`)).status).toBe(404);
    }
  });
});
