import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createMedicaidIdIndexer,
  loadMedicaidIdIndexer,
  normalizeMedicaidId,
} from '../../src/security/medicaid-id-index.js';

describe('the Medicaid id blind index', () => {
  const key = randomBytes(32);

  it('gives one index for every spelling of an id', () => {
    const index = createMedicaidIdIndexer(key);
    expect(index.indexOf(' ab-123 456 ')).toBe(index.indexOf('AB123456'));
    expect(normalizeMedicaidId(' ab-123 456 ')).toBe('AB123456');
  });

  it('tells different ids apart and does not contain the id', () => {
    const index = createMedicaidIdIndexer(key);
    expect(index.indexOf('AB123456')).not.toBe(index.indexOf('AB123457'));
    expect(index.indexOf('AB123456')).not.toContain('123456');
  });

  it('depends on the key, so a guessed id cannot be hashed without it', () => {
    const other = createMedicaidIdIndexer(randomBytes(32));
    expect(other.indexOf('AB123456')).not.toBe(createMedicaidIdIndexer(key).indexOf('AB123456'));
  });

  it('refuses a key of the wrong length', () => {
    expect(() => createMedicaidIdIndexer(randomBytes(16))).toThrow(/32 bytes/);
  });

  it('shares a generated key through the data folder, so every service of one system agrees', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'index-key-'));
    try {
      const first = await loadMedicaidIdIndexer({ DATA_DIR: dataDir });
      const second = await loadMedicaidIdIndexer({ DATA_DIR: dataDir });
      expect(second.indexOf('X1')).toBe(first.indexOf('X1'));
      const configured = await loadMedicaidIdIndexer({ DATA_DIR: dataDir, MEDICAID_ID_INDEX_KEY: key });
      expect(configured.indexOf('X1')).toBe(createMedicaidIdIndexer(key).indexOf('X1'));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
