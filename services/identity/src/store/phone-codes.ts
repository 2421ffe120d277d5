import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** The one code waiting to confirm a person's cell number. */
export interface PhoneCode {
  userId: string;
  /** The number (`ddd-ddd-dddd`) the code was texted to. */
  cellNumber: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** Stores a new code for the person, replacing any earlier one. */
export async function replacePhoneCode(db: Db, code: Omit<PhoneCode, 'attempts'>): Promise<void> {
  await db('phone_codes')
    .insert({
      user_id: code.userId,
      cell_number: code.cellNumber,
      code_hash: code.codeHash,
      attempts: 0,
      expires_at: code.expiresAt,
      created_at: db.fn.now(),
    })
    .onConflict('user_id')
    .merge();
}

/** Locks the person's code, so concurrent guesses are counted one after the other. */
export async function findPhoneCodeForUse(db: Db, userId: string): Promise<PhoneCode | undefined> {
  const row = (await db('phone_codes').where({ user_id: userId }).forUpdate().first()) as
    | {
        user_id: string;
        cell_number: string;
        code_hash: string;
        attempts: number;
        expires_at: Date | string;
      }
    | undefined;
  if (!row) return undefined;
  return {
    userId: row.user_id,
    cellNumber: row.cell_number,
    codeHash: row.code_hash,
    attempts: row.attempts,
    expiresAt: new Date(row.expires_at),
  };
}

export async function countWrongPhoneCode(db: Db, userId: string): Promise<void> {
  await db('phone_codes').where({ user_id: userId }).increment('attempts', 1);
}

export async function deletePhoneCode(db: Db, userId: string): Promise<void> {
  await db('phone_codes').where({ user_id: userId }).delete();
}
