import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Medicaid ids at rest: AES-256-GCM, bound to the account they belong to (the user id is the
// additional authenticated data, so a value copied onto another row does not open), with the key's
// id in the stored text so keys can be rotated: new values use the current key, older ones still open
// with a previous key until they are rewritten.

const PREFIX = 'enc1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

export interface MedicaidIdCipher {
  /** The text to store for `medicaidId` of user `userId`. */
  seal(medicaidId: string, userId: string): string;
  /** The id back from stored text; text stored before encryption is returned as it is. */
  open(stored: string, userId: string): string;
  /** Whether stored text is sealed (as opposed to a value written before encryption). */
  isSealed(stored: string): boolean;
  /** How text sealed under the current key starts: anything else is plain or under an older key. */
  currentPrefix: string;
}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function createMedicaidIdCipher(current: Buffer, previous: readonly Buffer[] = []): MedicaidIdCipher {
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) throw new Error(`A Medicaid id key must be ${KEY_BYTES} bytes`);
  }
  const currentId = keyId(current);
  const keys = new Map([current, ...previous].map((key) => [keyId(key), key]));

  return {
    seal(medicaidId, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const sealed = Buffer.concat([cipher.update(medicaidId, 'utf8'), cipher.final()]);
      return [PREFIX, currentId, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(stored, userId) {
      if (!this.isSealed(stored)) return stored;
      const [, id, iv, sealed, tag] = stored.split(':');
      const key = keys.get(id!);
      if (!key) throw new Error(`No Medicaid id key with id ${id} is configured`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed!, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isSealed(stored) {
      return stored.startsWith(`${PREFIX}:`) && stored.split(':').length === 5;
    },
    currentPrefix: `${PREFIX}:${currentId}:`,
  };
}

/** The last 4 characters, all that leaves this service: what documents name the case by. */
export function medicaidIdLast4(medicaidId: string): string {
  return medicaidId.slice(-4);
}

/** What administrators see: the last 4 characters behind a fixed mask, which hides the length too. */
export function maskMedicaidId(medicaidId: string): string {
  return `••••${medicaidIdLast4(medicaidId)}`;
}

/** A configured key: 32 bytes written as 64 hex digits or as base64. */
export function parseMedicaidIdKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}
