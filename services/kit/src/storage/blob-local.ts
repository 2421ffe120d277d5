import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { BlobStore } from './blob.js';
import { BlobNotFoundError, assertBlobKey } from './blob-key.js';

/** The folder store: files under `<dataDir>/files`, written atomically, never outside that folder. */
export function createLocalBlobStore(dataDir: string): BlobStore {
  const root = resolve(dataDir, 'files');

  function pathFor(key: string): string {
    assertBlobKey(key);
    const path = resolve(root, key);
    const inside = relative(root, path);
    if (
      inside === '' ||
      inside.startsWith('..') ||
      inside.startsWith(sep) ||
      resolve(root, inside) !== path
    ) {
      throw new RangeError(`Invalid blob key (outside the store): ${JSON.stringify(key)}`);
    }
    return path;
  }

  return {
    bucket: 'local',

    async put(key, body) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader never sees half a file: write beside it, then rename over it.
      const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(temporary, body, { flag: 'wx', mode: 0o600 });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathFor(key);
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(pathFor(key), { force: true });
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
