import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateKeyFile } from './key-file.js';

// A blind index of Medicaid ids: a keyed hash that finds the account a state's file names without the
// id being stored anywhere in plain text. Identity publishes the index of each account's id; the
// verification service hashes the ids of an imported file with the same key and compares. Without the
// key the index cannot be recomputed from a guessed id, so a copy of either table reveals nothing.

const KEY_BYTES = 32;
const FILE_NAME = 'medicaid-id-index.key';

export interface MedicaidIdIndexer {
  /** The index of `medicaidId`: the same for every spelling of one id (case, spaces, dashes). */
  indexOf(medicaidId: string): string;
}

/** One id, however a state's system or a person wrote it: upper case, without spaces or dashes. */
export function normalizeMedicaidId(medicaidId: string): string {
  return medicaidId
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

export function createMedicaidIdIndexer(key: Buffer): MedicaidIdIndexer {
  if (key.length !== KEY_BYTES) throw new Error(`A Medicaid id index key must be ${KEY_BYTES} bytes`);
  return {
    indexOf(medicaidId) {
      return createHmac('sha256', key).update(normalizeMedicaidId(medicaidId), 'utf8').digest('base64url');
    },
  };
}

/** `MEDICAID_ID_INDEX_KEY`: 64 hex digits; the same value for identity and verification. */
export const medicaidIdIndexKeyShape = {
  MEDICAID_ID_INDEX_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'Expected 64 hex digits')
    .transform((text) => Buffer.from(text, 'hex'))
    .optional(),
};

/**
 * The configured index key, else one generated under `DATA_DIR/keys` (the embedded mode, where every
 * service shares the folder and so the key).
 */
export async function loadMedicaidIdIndexer(config: {
  MEDICAID_ID_INDEX_KEY?: Buffer | undefined;
  DATA_DIR: string;
}): Promise<MedicaidIdIndexer> {
  const key =
    config.MEDICAID_ID_INDEX_KEY ??
    (await loadOrCreateKeyFile({ dataDir: path.resolve(config.DATA_DIR), fileName: FILE_NAME }));
  return createMedicaidIdIndexer(key);
}
