import { randomUUID } from 'node:crypto';
import { exeSample, pdfSample, pngSample, textSample } from '@tracker/kit/testing/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIVE_MB, fetchContent, uploadFiles, userRowCount } from './files.js';
import { createHarness, type Harness } from './harness.js';
import { INCOME_NOW, PAY, postIncome, reportIncome } from './income-requests.js';
import { call } from './requests.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ startAt: INCOME_NOW });
});
afterAll(async () => {
  await h.close();
});

describe('reporting pay with a paystub', () => {
  it('stores the file under the owner and the record, never under the client’s name', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, PAY, {
      name: '../../Pay Stub (March).pdf',
      bytes: pdfSample(),
      contentType: 'text/html',
    });
    expect(res.status).toBe(201);
    const [attachment] = res.body.attachments;
    expect(attachment).toEqual({
      id: expect.any(String),
      incomeId: res.body.id,
      fileName: `${attachment.id}.pdf`,
      originalName: 'Pay Stub (March).pdf',
      fileSize: pdfSample().length,
      fileType: 'application/pdf',
      uploadedAt: expect.any(String),
      uploadedBy: user.id,
    });
    expect(await h.storedKeys()).toContain(`income/${user.id}/${res.body.id}/${attachment.id}.pdf`);
  });

  it.each([
    ['stub.pdf', exeSample(), "This file's content does not match its .pdf extension"],
    ['stub.png', pdfSample(), "This file's content does not match its .png extension"],
    [
      'setup.exe',
      exeSample(),
      'File type not allowed. Accepted types: jpg, jpeg, png, gif, pdf, doc, docx, txt, csv, xls, xlsx',
    ],
    ['empty.txt', Buffer.alloc(0), 'The file is empty'],
  ])('refuses %s ("%s") and records nothing', async (name, bytes, message) => {
    const user = await h.enrollee();
    const before = (await h.events()).length;
    const keys = await h.storedKeys();
    const res = await postIncome(h, user, PAY, { name, bytes });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, fieldErrors: { file: message } });
    expect(await userRowCount(h, 'income_records', user.id)).toBe(0);
    expect(await h.storedKeys()).toEqual(keys);
    expect(await h.events()).toHaveLength(before);
  });

  it('refuses a file over 5 MB as too large and records nothing', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, PAY, { name: 'big.txt', bytes: Buffer.alloc(FIVE_MB + 1, 0x61) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'File too large',
      fieldErrors: { file: 'Please select a file smaller than 5MB' },
    });
    expect(await userRowCount(h, 'income_records', user.id)).toBe(0);
  });

  it('checks the fields before the file, and stores no file for a refused record', async () => {
    const user = await h.enrollee();
    const keys = await h.storedKeys();
    const res = await postIncome(
      h,
      user,
      { ...PAY, grossAmount: '0' },
      { name: 'stub.pdf', bytes: pdfSample() },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Gross amount must be more than $0.00');
    expect(await h.storedKeys()).toEqual(keys);
  });
});

describe('POST /api/income/:id/attachments', () => {
  it('stores each good file and names each refused one', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user);
    const res = await uploadFiles(h, user, `/api/income/${record.id}/attachments`, [
      { name: 'stub.png', bytes: pngSample() },
      { name: 'stub.pdf', bytes: exeSample() },
      { name: 'hours.txt', bytes: textSample() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.attachments.map((a: { originalName: string }) => a.originalName)).toEqual([
      'stub.png',
      'hours.txt',
    ]);
    expect(res.body.errors).toEqual([
      { fileName: 'stub.pdf', message: "This file's content does not match its .pdf extension" },
    ]);
    const listed = await call(h, user, 'get', `/api/income/${record.id}/attachments`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(res.body.attachments);
    expect((await call(h, user, 'get', `/api/income/${record.id}`)).body.attachments).toEqual(
      res.body.attachments,
    );
  });

  it('answers 400 with every reason when no file could be stored', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user);
    const keys = await h.storedKeys();
    const res = await uploadFiles(h, user, `/api/income/${record.id}/attachments`, [
      { name: 'run.exe', bytes: exeSample() },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^File type not allowed/);
    expect(res.body.errors).toHaveLength(1);
    expect(await h.storedKeys()).toEqual(keys);
  });

  it('answers 400 when no file is sent', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user);
    const res = await call(h, user, 'post', `/api/income/${record.id}/attachments`).field('x', 'y');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload');
  });
});

describe('DELETE /api/income/:id/attachments/:attachmentId', () => {
  it('removes the attachment and its file', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    const attachment = record.attachments[0]!;
    const res = await call(h, user, 'delete', `/api/income/${record.id}/attachments/${attachment.id}`);
    expect(res.status).toBe(204);
    expect((await call(h, user, 'get', `/api/income/${record.id}`)).body.attachments).toEqual([]);
    expect(await h.storedKeys()).not.toContain(`income/${user.id}/${record.id}/${attachment.fileName}`);
  });

  it('answers 404 for an attachment of another record, and keeps it', async () => {
    const user = await h.enrollee();
    const first = await reportIncome(h, user, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    const second = await reportIncome(h, user);
    for (const attachmentId of [first.attachments[0]!.id, randomUUID(), 'nope']) {
      const res = await call(h, user, 'delete', `/api/income/${second.id}/attachments/${attachmentId}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Attachment not found');
    }
    expect((await call(h, user, 'get', `/api/income/${first.id}`)).body.attachments).toHaveLength(1);
  });
});

describe('downloading a paystub', () => {
  it('answers a signed link whose content is the file, to the owner only', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user, PAY, { name: 'Pay Stub.pdf', bytes: pdfSample() });
    const attachment = record.attachments[0]!;
    const res = await call(h, user, 'get', `/api/income/attachments/${attachment.id}/download`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ downloadUrl: expect.any(String), fileName: 'Pay Stub.pdf' });
    const url = new URL(res.body.downloadUrl, 'http://localhost');
    expect(url.pathname).toBe(`/api/income/attachments/${attachment.id}/content`);

    const content = await fetchContent(h, user, res.body.downloadUrl);
    expect(content.status).toBe(200);
    expect(Buffer.compare(content.body as Buffer, pdfSample())).toBe(0);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['x-content-type-options']).toBe('nosniff');

    const intruder = await h.enrollee();
    expect((await fetchContent(h, intruder, res.body.downloadUrl)).status).toBe(404);
    expect((await call(h, intruder, 'get', `/api/income/attachments/${attachment.id}/download`)).status).toBe(
      404,
    );
  });

  it('refuses a link without its signature, a tampered one, or one made for another route', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    const attachment = record.attachments[0]!;
    const link = (await call(h, user, 'get', `/api/income/attachments/${attachment.id}/download`)).body
      .downloadUrl as string;
    const [path, query] = link.split('?') as [string, string];
    expect((await fetchContent(h, user, path)).status).toBe(403);
    expect((await fetchContent(h, user, link.replace(/signature=[^&]+/, 'signature=AAAA'))).status).toBe(403);
    // The activity content route signs another path: the same query does not open a paystub there.
    const elsewhere = await fetchContent(h, user, `/api/attachments/${attachment.id}/content?${query}`);
    expect(elsewhere.status).toBe(403);
  });

  it('stops working once the link has expired', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    const link = (await call(h, user, 'get', `/api/income/attachments/${record.attachments[0]!.id}/download`))
      .body.downloadUrl as string;
    h.advance(5 * 60 * 1000 + 1000);
    expect((await fetchContent(h, user, link)).status).toBe(403);
  });
});

describe('deleting a record with files', () => {
  it('removes its attachments and their files too', async () => {
    const user = await h.enrollee();
    const record = await reportIncome(h, user, PAY, { name: 'stub.pdf', bytes: pdfSample() });
    const key = `income/${user.id}/${record.id}/${record.attachments[0]!.fileName}`;
    expect(await h.storedKeys()).toContain(key);
    expect((await call(h, user, 'delete', `/api/income/${record.id}`)).status).toBe(204);
    expect(await h.db.knex('income_attachments').where('income_id', record.id)).toEqual([]);
    expect(await h.storedKeys()).not.toContain(key);
  });
});
