import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMedicaidIdCipher, maskMedicaidId, parseMedicaidIdKey } from '../../src/domain/medicaid-id.js';

describe('Medicaid id cipher', () => {
  const key = randomBytes(32);
  const userId = randomUUID();

  it('opens what it sealed, with a fresh nonce each time', () => {
    const cipher = createMedicaidIdCipher(key);
    const first = cipher.seal('NY-12345678', userId);
    const second = cipher.seal('NY-12345678', userId);
    expect(first).not.toBe(second);
    expect(cipher.open(first, userId)).toBe('NY-12345678');
    expect(cipher.isSealed(first)).toBe(true);
  });

  it('refuses a sealed id moved onto another account', () => {
    const cipher = createMedicaidIdCipher(key);
    expect(() => cipher.open(cipher.seal('NY-12345678', userId), randomUUID())).toThrow();
  });

  it('refuses a tampered value', () => {
    const cipher = createMedicaidIdCipher(key);
    const parts = cipher.seal('NY-12345678', userId).split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => cipher.open(parts.join(':'), userId)).toThrow();
  });

  it('opens values sealed under a previous key, and says which key it needs when it has none', () => {
    const old = createMedicaidIdCipher(key);
    const sealed = old.seal('TX-1', userId);
    expect(createMedicaidIdCipher(randomBytes(32), [key]).open(sealed, userId)).toBe('TX-1');
    expect(() => createMedicaidIdCipher(randomBytes(32)).open(sealed, userId)).toThrow(/No Medicaid id key/);
  });

  it('passes text stored before encryption through', () => {
    expect(createMedicaidIdCipher(key).open('CA-555', userId)).toBe('CA-555');
  });

  it('takes only 32-byte keys, as hex or base64', () => {
    expect(() => createMedicaidIdCipher(randomBytes(16))).toThrow();
    expect(parseMedicaidIdKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseMedicaidIdKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseMedicaidIdKey('short')).toBeUndefined();
  });
});

describe('maskMedicaidId', () => {
  it('shows the last 4 characters behind a mask of fixed length', () => {
    expect(maskMedicaidId('CA-998877665')).toBe('••••7665');
    expect(maskMedicaidId('12345')).toBe('••••2345');
  });
});
