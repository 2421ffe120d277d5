import { describe, expect, it, vi } from 'vitest';
import {
  attachmentFileColumns,
  attachmentFileFromRow,
  discardStoredFiles,
  writeAttachmentFile,
} from '../../src/storage/attachment-files.js';
import type { AcceptedFile } from '../../src/storage/upload-rules.js';

const file: AcceptedFile = {
  bytes: Buffer.from('%PDF-1.7 hello'),
  contentType: 'application/pdf',
  extension: 'pdf',
  originalName: 'Pay stub.pdf',
};

describe('writing an attachment file', () => {
  it('stores the bytes under a key of area, owner, record and a fresh id, and describes the file', async () => {
    const put = vi.fn(async () => {});
    const stored = await writeAttachmentFile(
      { bucket: 'files', put },
      { area: 'things', ownerId: 'owner-1', recordId: 'record-1' },
      file,
    );
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).toEqual({
      id: stored.id,
      fileName: `${stored.id}.pdf`,
      originalName: 'Pay stub.pdf',
      fileSize: file.bytes.length,
      fileType: 'application/pdf',
      storageKey: `things/owner-1/record-1/${stored.id}.pdf`,
      bucket: 'files',
    });
    expect(put).toHaveBeenCalledWith(stored.storageKey, file.bytes, 'application/pdf');
  });

  it('fails without describing anything when the store refuses the bytes', async () => {
    const put = vi.fn(async () => Promise.reject(new Error('store full')));
    await expect(
      writeAttachmentFile({ bucket: 'files', put }, { area: 'a', ownerId: 'o', recordId: 'r' }, file),
    ).rejects.toThrow('store full');
  });
});

describe('attachment rows', () => {
  it('map the file columns both ways, reading sizes the database returns as text', () => {
    const row = {
      id: 'a1',
      file_name: 'a1.pdf',
      original_name: 'Pay stub.pdf',
      file_size: '2048',
      file_type: 'application/pdf',
      s3_key: 'things/o/r/a1.pdf',
      s3_bucket: 'files',
    };
    const described = attachmentFileFromRow(row);
    expect(described).toEqual({
      id: 'a1',
      fileName: 'a1.pdf',
      originalName: 'Pay stub.pdf',
      fileSize: 2048,
      fileType: 'application/pdf',
      storageKey: 'things/o/r/a1.pdf',
      bucket: 'files',
    });
    expect(attachmentFileColumns(described)).toEqual({ ...row, file_size: 2048 });
  });
});

describe('discarding files of a failed request', () => {
  const logger = { warn: vi.fn(), error: vi.fn() };

  it('removes each file', async () => {
    const removed: string[] = [];
    const blobs = { delete: vi.fn(async (key: string) => void removed.push(key)) };
    const knex = vi.fn();
    await discardStoredFiles({ blobs, db: { knex: knex as never }, logger }, [
      { storageKey: 'a/1.pdf' },
      { storageKey: 'a/2.pdf' },
    ]);
    expect(removed).toEqual(['a/1.pdf', 'a/2.pdf']);
    expect(knex).not.toHaveBeenCalled();
  });

  it('logs a file it cannot queue for the janitor and carries on with the rest', async () => {
    const blobs = {
      delete: vi.fn(async (key: string) => {
        if (key === 'a/1.pdf') throw new Error('store down');
      }),
    };
    // A database that refuses the janitor's queue too.
    const knex = vi.fn(() => {
      throw new Error('database down');
    });
    await discardStoredFiles({ blobs, db: { knex: knex as never }, logger }, [
      { storageKey: 'a/1.pdf' },
      { storageKey: 'a/2.pdf' },
    ]);
    expect(blobs.delete).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ key: 'a/1.pdf' }), expect.any(String));
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'a/1.pdf' }),
      'file of a failed request left behind',
    );
  });
});
