import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import {
  type AttachmentAccess,
  type AttachmentRead,
  issueDownloadLink,
  openAttachmentContent,
} from '../../src/storage/attachment-content.js';
import { BlobNotFoundError } from '../../src/storage/blob.js';

const id = '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f';
const attachment = { id, storageKey: `things/owner/record/${id}.pdf`, originalName: 'Pay stub.pdf' };
const goodLink = { expires: 100, signature: 'good' };

class NotFound extends Error {}
class BadLink extends Error {}

interface Found {
  attachment: typeof attachment;
  ownerId: string;
}

/** An access whose checks the test scripts, recording every audited read. */
function scriptedAccess(options: { allowed?: boolean; auditFails?: boolean } = {}) {
  const audited: AttachmentRead[] = [];
  const access: AttachmentAccess<Found> = {
    isRecordId: (value): value is string => typeof value === 'string' && value === id,
    find: async () => {
      if (options.allowed === false) throw new NotFound();
      return { attachment, ownerId: 'owner' };
    },
    audit: async (_found, read) => {
      if (options.auditFails) throw new Error('audit store down');
      audited.push(read);
    },
    signLink: (attachmentId) => `/things/${attachmentId}/content?signature=good`,
    verifyLink: (attachmentId, link) => attachmentId === id && link.signature === 'good',
    notFound: () => new NotFound(),
    invalidLink: () => new BadLink(),
  };
  return { access, audited };
}

function blobsHolding(bytes: string | null) {
  const streams: Readable[] = [];
  return {
    streams,
    get: vi.fn(async (key: string) => {
      if (bytes === null) throw new BlobNotFoundError(key);
      const stream = Readable.from([Buffer.from(bytes)]);
      streams.push(stream);
      return stream;
    }),
  };
}

const logger = { error: vi.fn() };

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('download links', () => {
  it('are signed for the attachment and audited as issued', async () => {
    const { access, audited } = scriptedAccess();
    await expect(issueDownloadLink(access, id)).resolves.toEqual({
      downloadUrl: `/things/${id}/content?signature=good`,
      fileName: 'Pay stub.pdf',
    });
    expect(audited).toEqual(['link-issued']);
  });

  it('are refused as missing for a malformed id or an attachment the caller may not see', async () => {
    await expect(issueDownloadLink(scriptedAccess().access, 'not-an-id')).rejects.toBeInstanceOf(NotFound);
    const hidden = scriptedAccess({ allowed: false });
    await expect(issueDownloadLink(hidden.access, id)).rejects.toBeInstanceOf(NotFound);
    expect(hidden.audited).toEqual([]);
  });
});

describe('attachment content', () => {
  it('streams the stored bytes behind a valid link and audits the download', async () => {
    const { access, audited } = scriptedAccess();
    const blobs = blobsHolding('%PDF-1.7');
    const { found, content } = await openAttachmentContent({ blobs, logger }, access, id, goodLink);
    expect(found.attachment).toBe(attachment);
    expect(blobs.get).toHaveBeenCalledWith(attachment.storageKey);
    expect(await text(content)).toBe('%PDF-1.7');
    expect(audited).toEqual(['downloaded']);
  });

  it('refuses a missing or wrong link before reading anything', async () => {
    const { access } = scriptedAccess();
    const blobs = blobsHolding('x');
    await expect(openAttachmentContent({ blobs, logger }, access, id, undefined)).rejects.toBeInstanceOf(
      BadLink,
    );
    await expect(
      openAttachmentContent({ blobs, logger }, access, id, { expires: 100, signature: 'forged' }),
    ).rejects.toBeInstanceOf(BadLink);
    await expect(openAttachmentContent({ blobs, logger }, access, 42, goodLink)).rejects.toBeInstanceOf(
      NotFound,
    );
    expect(blobs.get).not.toHaveBeenCalled();
  });

  it('answers a row without a stored file as missing and logs it', async () => {
    const { access, audited } = scriptedAccess();
    logger.error.mockClear();
    await expect(
      openAttachmentContent({ blobs: blobsHolding(null), logger }, access, id, goodLink),
    ).rejects.toBeInstanceOf(NotFound);
    expect(logger.error).toHaveBeenCalledWith(
      { key: attachment.storageKey, attachmentId: id },
      'attachment without a stored file',
    );
    expect(audited).toEqual([]);
  });

  it('passes on other store failures as they are', async () => {
    const { access } = scriptedAccess();
    const blobs = { get: vi.fn(async () => Promise.reject(new Error('store unreachable'))) };
    await expect(openAttachmentContent({ blobs, logger }, access, id, goodLink)).rejects.toThrow(
      'store unreachable',
    );
  });

  it('lets no file leave when its audit row cannot be written', async () => {
    const { access } = scriptedAccess({ auditFails: true });
    const blobs = blobsHolding('secret');
    await expect(openAttachmentContent({ blobs, logger }, access, id, goodLink)).rejects.toThrow(
      'audit store down',
    );
    expect(blobs.streams).toHaveLength(1);
    expect(blobs.streams[0]!.destroyed).toBe(true);
  });
});
