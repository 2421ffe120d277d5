import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown account answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
export const DEFAULT_ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The package declares the algorithms as a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** argon2id hashing with the given cost (tests use a cheaper one). */
export function createPasswordHasher(cost: Argon2Cost = DEFAULT_ARGON2_COST): PasswordHasher {
  const options = { ...cost, algorithm: ARGON2ID };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(24).toString('base64url'), options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
