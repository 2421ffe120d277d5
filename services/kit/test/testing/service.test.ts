import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedFileKeys, waitFor } from '../../src/testing/service.js';

describe('storedFileKeys', () => {
  it('lists the stored files as blob keys, sorted, and nothing for an empty folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kit-stored-keys-'));
    try {
      expect(await storedFileKeys(dataDir)).toEqual([]);
      await mkdir(path.join(dataDir, 'files', 'things', 'owner', 'record'), { recursive: true });
      await writeFile(path.join(dataDir, 'files', 'things', 'owner', 'record', 'b.pdf'), 'b');
      await writeFile(path.join(dataDir, 'files', 'things', 'owner', 'a.png'), 'a');
      expect(await storedFileKeys(dataDir)).toEqual(['things/owner/a.png', 'things/owner/record/b.pdf']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('waitFor', () => {
  it('resolves once the condition holds and gives up after the timeout', async () => {
    let calls = 0;
    await waitFor(() => ++calls === 3);
    expect(calls).toBe(3);
    await expect(waitFor(() => false, 50)).rejects.toThrow('timed out waiting');
  });
});
