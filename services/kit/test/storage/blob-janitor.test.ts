import { Readable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/storage/blob.js';
import { createBlobDeletionsTable, queueBlobDeletions } from '../../src/storage/blob-deletions.js';
import { createBlobJanitor } from '../../src/storage/blob-janitor.js';
import { openTestDatabase, type TestDatabase } from '../../src/testing/environment.js';

const logger = pino({ level: 'silent' });

/** A store in memory whose deletions fail for the keys the test names. */
function memoryStore(keys: string[], failing: Set<string>): BlobStore & { keys: Set<string> } {
  const stored = new Set(keys);
  return {
    bucket: 'memory',
    keys: stored,
    async put(key) {
      stored.add(key);
    },
    async get() {
      return Readable.from([]);
    },
    async delete(key) {
      if (failing.has(key)) throw new Error(`cannot remove ${key}`);
      stored.delete(key);
    },
    async ping() {},
  };
}

let db: TestDatabase;
beforeEach(async () => {
  db = await openTestDatabase({
    schemaPrefix: 'kit_janitor',
    migrations: [{ name: '001-blob-deletions', up: createBlobDeletionsTable }],
  });
});
afterEach(async () => {
  await db.drop();
});

describe('blob janitor', () => {
  it('removes the queued files and forgets them', async () => {
    const blobs = memoryStore(['a/1.pdf', 'a/2.png', 'b/3.txt'], new Set());
    await db.knex.transaction((trx) => queueBlobDeletions(trx, ['a/1.pdf', 'a/2.png', 'a/1.pdf']));
    const janitor = createBlobJanitor({ db, blobs, logger });
    await janitor.sweep();
    expect([...blobs.keys]).toEqual(['b/3.txt']);
    expect(await db.knex('blob_deletions')).toEqual([]);
    await janitor.stop();
  });

  it('keeps a file the store failed to remove, counts the failure, and removes it later', async () => {
    const failing = new Set(['a/1.pdf']);
    const blobs = memoryStore(['a/1.pdf', 'a/2.png'], failing);
    await queueBlobDeletions(db.knex, ['a/1.pdf', 'a/2.png']);
    const janitor = createBlobJanitor({ db, blobs, logger });
    await janitor.sweep();
    expect([...blobs.keys]).toEqual(['a/1.pdf']);
    expect(await db.knex('blob_deletions').select('s3_key', 'attempts', 'last_error')).toEqual([
      { s3_key: 'a/1.pdf', attempts: 1, last_error: 'cannot remove a/1.pdf' },
    ]);

    failing.clear();
    await janitor.sweep();
    expect([...blobs.keys]).toEqual([]);
    expect(await db.knex('blob_deletions')).toEqual([]);
    await janitor.stop();
  });

  it('queues nothing for a rolled-back deletion', async () => {
    const blobs = memoryStore(['a/1.pdf'], new Set());
    await expect(
      db.knex.transaction(async (trx) => {
        await queueBlobDeletions(trx, ['a/1.pdf']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const janitor = createBlobJanitor({ db, blobs, logger });
    await janitor.sweep();
    expect([...blobs.keys]).toEqual(['a/1.pdf']);
    await janitor.stop();
  });
});
