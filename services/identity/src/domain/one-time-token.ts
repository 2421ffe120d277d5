import { createHash, randomBytes } from 'node:crypto';

export type OneTimeTokenKind = 'verify' | 'reset';

/** How long a link stays usable: a day to verify an address, an hour to reset a password. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** The sha256 kept in the database; the token itself only travels in the e-mail. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, base64url, and the hash to store. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
