import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchContent } from './files.js';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createActivity, FORM } from './requests.js';
import { csvSample, pdfSample, pngSample } from '@tracker/kit/testing/files';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function attachmentOf(user: TestUser, name: string, bytes: Buffer) {
  const created = await createActivity(h, user, FORM, { name, bytes });
  return created.attachments[0]!;
}

describe('GET /api/attachments/:id/download', () => {
  it('answers a short-lived signed link and the name to save the file under', async () => {
    const user = await h.enrollee();
    const attachment = await attachmentOf(user, 'Pay Stub.pdf', pdfSample());
    const res = await call(h, user, 'get', `/api/attachments/${attachment.id}/download`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ downloadUrl: expect.any(String), fileName: 'Pay Stub.pdf' });
    const url = new URL(res.body.downloadUrl, 'http://localhost');
    expect(url.pathname).toBe(`/api/attachments/${attachment.id}/content`);
    const expires = Number(url.searchParams.get('expires'));
    const now = Math.floor(h.deps.now().getTime() / 1000);
    expect(expires).toBeGreaterThanOrEqual(now + 299);
    expect(expires).toBeLessThanOrEqual(now + 301);
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 404 for an unknown or malformed attachment', async () => {
    const user = await h.enrollee();
    for (const id of [randomUUID(), 'x']) {
      const res = await call(h, user, 'get', `/api/attachments/${id}/download`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Attachment not found');
    }
  });
});

describe('GET /api/attachments/:id/content', () => {
  it('streams a PDF inline with the protective headers', async () => {
    const user = await h.enrollee();
    const attachment = await attachmentOf(user, 'Pay Stub.pdf', pdfSample());
    const link = (await call(h, user, 'get', `/api/attachments/${attachment.id}/download`)).body.downloadUrl;
    const res = await fetchContent(h, user, link);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, pdfSample())).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdfSample().length));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Pay Stub.pdf"; filename*=UTF-8''Pay%20Stub.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe('sandbox');
  });

  it('shows images inline and offers other files as downloads', async () => {
    const user = await h.enrollee();
    const image = await attachmentOf(user, 'badge.png', pngSample());
    const sheet = await attachmentOf(user, 'heures été.csv', csvSample());
    const imageLink = (await call(h, user, 'get', `/api/attachments/${image.id}/download`)).body.downloadUrl;
    const sheetLink = (await call(h, user, 'get', `/api/attachments/${sheet.id}/download`)).body.downloadUrl;
    const shown = await fetchContent(h, user, imageLink);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    const offered = await fetchContent(h, user, sheetLink);
    expect(offered.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(offered.headers['content-disposition']).toBe(
      `attachment; filename="heures _t_.csv"; filename*=UTF-8''heures%20%C3%A9t%C3%A9.csv`,
    );
    expect(Buffer.compare(offered.body as Buffer, csvSample())).toBe(0);
  });

  it('refuses an expired link', async () => {
    const user = await h.enrollee();
    const attachment = await attachmentOf(user, 'a.png', pngSample());
    const link = (await call(h, user, 'get', `/api/attachments/${attachment.id}/download`)).body.downloadUrl;
    h.advance(301_000);
    try {
      const res = await fetchContent(h, user, link);
      expect(res.status).toBe(403);
      expect(JSON.parse((res.body as Buffer).toString())).toMatchObject({
        message: 'This download link is invalid or has expired.',
      });
    } finally {
      h.advance(-301_000);
    }
  });

  it('refuses a forged, altered or missing signature, and another attachment’s link', async () => {
    const user = await h.enrollee();
    const first = await attachmentOf(user, 'a.png', pngSample());
    const second = await attachmentOf(user, 'b.png', pngSample());
    const link = new URL(
      (await call(h, user, 'get', `/api/attachments/${first.id}/download`)).body.downloadUrl,
      'http://localhost',
    );
    const expires = link.searchParams.get('expires')!;
    const signature = link.searchParams.get('signature')!;
    const attempts = [
      `/api/attachments/${first.id}/content?expires=${expires}&signature=${'A'.repeat(43)}`,
      `/api/attachments/${first.id}/content?expires=${Number(expires) + 600}&signature=${signature}`,
      `/api/attachments/${first.id}/content?expires=${expires}`,
      `/api/attachments/${first.id}/content`,
      `/api/attachments/${first.id}/content?expires=soon&signature=${signature}`,
      `/api/attachments/${second.id}/content?expires=${expires}&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const res = await fetchContent(h, user, attempt);
      expect(res.status, attempt).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers 404 when the stored file is gone', async () => {
    const user = await h.enrollee();
    const attachment = await attachmentOf(user, 'a.png', pngSample());
    const row = await h.db.knex('activity_attachments').where('id', attachment.id).first();
    await h.deps.blobs.delete(row.s3_key);
    const link = (await call(h, user, 'get', `/api/attachments/${attachment.id}/download`)).body.downloadUrl;
    const res = await fetchContent(h, user, link);
    expect(res.status).toBe(404);
    expect(JSON.parse((res.body as Buffer).toString()).message).toBe('Attachment not found');
  });
});
