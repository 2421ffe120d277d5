import type { Knex } from 'knex';

/** What this service keeps of a pay record: enough to count a month's pay. */
export interface IncomeCopy {
  id: string;
  userId: string;
  grossAmountCents: number;
  /** `YYYY-MM-DD`; the pay belongs to this date's calendar month. */
  payDate: string;
  /** When the record took these values; an older event arriving late changes nothing. */
  updatedAt: Date;
}

/**
 * Keeps the pay record, unless its account or the record itself was deleted (late events must not
 * bring either back) or a newer state of it is already kept (an update that came first). The month's
 * pay is summed from these copies when it is read, so a record moved to another month or deleted
 * leaves no total to correct.
 */
export async function keepIncomeUnlessGone(db: Knex, income: IncomeCopy): Promise<boolean> {
  const gone =
    (await db('removed_users').where({ id: income.userId }).first('id')) !== undefined ||
    (await db('removed_income').where({ id: income.id }).first('id')) !== undefined;
  if (gone) return false;
  await db('income_records')
    .insert({
      id: income.id,
      user_id: income.userId,
      gross_amount_cents: income.grossAmountCents,
      pay_date: income.payDate,
      updated_at: income.updatedAt,
    })
    .onConflict('id')
    .merge()
    .where('income_records.updated_at', '<', income.updatedAt);
  return true;
}

/** Forgets the pay record and remembers that it is gone. */
export async function removeIncome(db: Knex, id: string, userId: string): Promise<void> {
  await db('income_records').where({ id }).del();
  await db('removed_income').insert({ id, user_id: userId }).onConflict('id').ignore();
}
