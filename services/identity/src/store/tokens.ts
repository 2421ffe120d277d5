import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { OneTimeTokenKind } from '../domain/one-time-token.js';

type Db = Knex | Knex.Transaction;

export interface StoredToken {
  id: string;
  userId: string;
  kind: OneTimeTokenKind;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function insertToken(
  db: Db,
  token: { userId: string; kind: OneTimeTokenKind; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db('tokens').insert({
    id: randomUUID(),
    user_id: token.userId,
    kind: token.kind,
    token_hash: token.tokenHash,
    email: token.email,
    expires_at: token.expiresAt,
  });
}

/** Locks the token's row, so two uses of one link cannot both succeed. */
export async function findTokenForUse(
  db: Db,
  kind: OneTimeTokenKind,
  tokenHash: string,
): Promise<StoredToken | undefined> {
  const row = (await db('tokens').where({ kind, token_hash: tokenHash }).forUpdate().first()) as
    | {
        id: string;
        user_id: string;
        kind: OneTimeTokenKind;
        email: string;
        expires_at: Date | string;
        used_at: Date | string | null;
      }
    | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    email: row.email,
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at === null ? null : new Date(row.used_at),
  };
}

export async function markTokenUsed(db: Db, id: string, at: Date): Promise<void> {
  await db('tokens').where('id', id).update({ used_at: at });
}

/** Retires every unused token of this kind, e.g. older reset links when a new one is sent. */
export async function retireUnusedTokens(
  db: Db,
  userId: string,
  kind: OneTimeTokenKind,
  at: Date,
): Promise<void> {
  await db('tokens').where({ user_id: userId, kind }).whereNull('used_at').update({ used_at: at });
}
