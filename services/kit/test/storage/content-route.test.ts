import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedContentHandler } from '../../src/storage/content-route.js';
import { errorHandler, notFound } from '../../src/http/errors.js';
import { createLogger, requestContext } from '../../src/runtime/logger.js';
import type { SignedLinkQuery } from '../../src/security/signed-link.js';

const logger = createLogger('content-route-test', { level: 'silent' });

/** An app whose content route records what it was asked to open and serves a small PDF. */
function appServing() {
  const asked: Array<{ attachmentId: string; link: SignedLinkQuery | undefined }> = [];
  const app = express();
  app.use(requestContext(logger));
  app.get(
    '/things/:id/content',
    signedContentHandler(async (_req, attachmentId, link) => {
      asked.push({ attachmentId, link });
      if (!link) throw notFound('No such file');
      return {
        attachment: {
          id: attachmentId,
          fileType: 'application/pdf',
          fileSize: 8,
          originalName: 'Pay stub.pdf',
        },
        content: Readable.from([Buffer.from('%PDF-1.7')]),
      };
    }),
  );
  app.use(errorHandler(logger));
  return { app, asked };
}

describe('signed content routes', () => {
  it('hand the parsed link to the opener and stream the file with its protective headers', async () => {
    const { app, asked } = appServing();
    const res = await request(app).get('/things/abc/content?expires=1700000000&signature=sig');
    expect(asked).toEqual([{ attachmentId: 'abc', link: { expires: 1700000000, signature: 'sig' } }]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('inline');
    expect(Buffer.from(res.body as Buffer).toString()).toBe('%PDF-1.7');
  });

  it('pass a malformed query on as no link, and answer the opener refusal as it says', async () => {
    const { app, asked } = appServing();
    const res = await request(app).get('/things/abc/content?expires=soon');
    expect(asked).toEqual([{ attachmentId: 'abc', link: undefined }]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No such file', code: 'NOT_FOUND' });
  });
});
