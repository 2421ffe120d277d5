import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore, assertBlobKey } from '../../src/storage/blob.js';
import { createBlobStore } from '../../src/runtime/create-blob-store.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const badKeys = [
  '',
  '../outside.txt',
  'a/../../outside.txt',
  'a/..',
  '..',
  '/etc/passwd',
  'a\\..\\b',
  'C:\\windows',
  'a\u0000b',
  'line\nbreak',
  'a//b',
  './a',
  'a/./b',
  'trailing/',
  'x'.repeat(1025),
];

describe('assertBlobKey', () => {
  it.each(badKeys)('refuses %j', (key) => {
    expect(() => assertBlobKey(key)).toThrow(RangeError);
  });

  it.each(['a.pdf', 'activities/9f1c/2024-05 pay stub (1).pdf', 'exemptions/x/Résumé.docx'])(
    'accepts %j',
    (key) => {
      expect(() => assertBlobKey(key)).not.toThrow();
    },
  );
});

describe('local blob store', () => {
  let dataDir: string;
  let store: BlobStore;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kit-blob-'));
    store = createBlobStore({ DATA_DIR: dataDir });
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is the local store when no bucket is configured', () => {
    expect(store.bucket).toBe('local');
  });

  it('stores under DATA_DIR/files and streams the same bytes back', async () => {
    const body = Buffer.from('%PDF-1.7 binary \u0000\u00ff content');
    await store.put('activities/a1/stub.pdf', body, 'application/pdf');
    expect(await readFile(join(dataDir, 'files', 'activities', 'a1', 'stub.pdf'))).toEqual(body);
    expect(await bytesOf(await store.get('activities/a1/stub.pdf'))).toEqual(body);
  });

  it('replaces a blob atomically and leaves no temporary files', async () => {
    await store.put('doc.txt', Buffer.from('first'), 'text/plain');
    await store.put('doc.txt', Buffer.from('second'), 'text/plain');
    expect((await bytesOf(await store.get('doc.txt'))).toString()).toBe('second');
    expect(await readdir(join(dataDir, 'files'))).toEqual(['doc.txt']);
    expect((await stat(join(dataDir, 'files', 'doc.txt'))).mode & 0o077).toBe(0);
  });

  it('streams large blobs', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 0x5a);
    await store.put('big.bin', body, 'application/octet-stream');
    expect((await bytesOf(await store.get('big.bin'))).equals(body)).toBe(true);
  });

  it('rejects a missing blob with BlobNotFoundError', async () => {
    await expect(store.get('nope.txt')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('deletes, and deleting a missing blob is fine', async () => {
    await store.put('gone.txt', Buffer.from('x'), 'text/plain');
    await store.delete('gone.txt');
    await expect(store.get('gone.txt')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.delete('gone.txt')).resolves.toBeUndefined();
  });

  it('never reads, writes or deletes outside its folder', async () => {
    const secret = join(dataDir, 'secret.txt');
    await writeFile(secret, 'keep me');
    for (const key of badKeys) {
      await expect(store.put(key, Buffer.from('overwrite'), 'text/plain')).rejects.toThrow(RangeError);
      await expect(store.get(key)).rejects.toThrow(RangeError);
      await expect(store.delete(key)).rejects.toThrow(RangeError);
    }
    await expect(store.get('../secret.txt')).rejects.toThrow(RangeError);
    await expect(store.delete('../secret.txt')).rejects.toThrow(RangeError);
    expect(await readFile(secret, 'utf8')).toBe('keep me');
    expect(await readdir(dataDir)).toEqual(['secret.txt']);
  });

  it('pings by making sure the folder is usable', async () => {
    await store.ping();
    expect((await stat(join(dataDir, 'files'))).isDirectory()).toBe(true);
    const broken = createBlobStore({ DATA_DIR: join(dataDir, 'secret.txt') });
    await writeFile(join(dataDir, 'secret.txt'), 'a file where the folder should be');
    await expect(broken.ping()).rejects.toThrow();
  });
});
