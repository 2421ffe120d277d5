import { firstDayOf, formatIsoDate, lastDayOf, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';

/** The read model's copy of a pay record: what its month's total depends on. */
export interface IncomeRecord {
  id: string;
  userId: string;
  grossAmountCents: number;
  /** `YYYY-MM-DD`. */
  payDate: string;
  updatedAt: Date;
}

interface IncomeRow {
  id: string;
  user_id: string;
  gross_amount_cents: number;
  pay_date: string;
  updated_at: Date | string;
}

/** Inserts the record unless one with its id exists; true when it was inserted. */
export async function insertIncomeIfNew(db: Knex, income: IncomeRecord): Promise<boolean> {
  const inserted = await db('income_records')
    .insert({
      id: income.id,
      user_id: income.userId,
      gross_amount_cents: income.grossAmountCents,
      pay_date: income.payDate,
      updated_at: income.updatedAt,
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** The user's pay record, locked until the transaction ends; null when unknown. */
export async function lockIncome(db: Knex, id: string, userId: string): Promise<IncomeRecord | null> {
  const row = (await db('income_records')
    .select('id', 'user_id', 'gross_amount_cents', db.raw('pay_date::text as pay_date'), 'updated_at')
    .where({ id, user_id: userId })
    .forUpdate()
    .first()) as IncomeRow | undefined;
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        grossAmountCents: row.gross_amount_cents,
        payDate: row.pay_date,
        updatedAt: new Date(row.updated_at),
      }
    : null;
}

export async function updateIncome(
  db: Knex,
  id: string,
  fields: Pick<IncomeRecord, 'grossAmountCents' | 'payDate' | 'updatedAt'>,
): Promise<void> {
  await db('income_records').where({ id }).update({
    gross_amount_cents: fields.grossAmountCents,
    pay_date: fields.payDate,
    updated_at: fields.updatedAt,
  });
}

export async function deleteIncome(db: Knex, id: string): Promise<void> {
  await db('income_records').where({ id }).del();
}

/** Remembers that the pay record was deleted. */
export async function markIncomeRemoved(db: Knex, id: string, userId: string): Promise<void> {
  await db('removed_income').insert({ id, user_id: userId }).onConflict('id').ignore();
}

export async function isIncomeRemoved(db: Knex, id: string): Promise<boolean> {
  return (await db('removed_income').where({ id }).first('id')) !== undefined;
}

/** The user's pay records paid in `month`, by pay date. */
export async function listMonthIncome(db: Knex, userId: string, month: YearMonth): Promise<IncomeRecord[]> {
  const rows = (await db('income_records')
    .select('id', 'user_id', 'gross_amount_cents', db.raw('pay_date::text as pay_date'), 'updated_at')
    .where({ user_id: userId })
    .whereBetween('pay_date', [formatIsoDate(firstDayOf(month)), formatIsoDate(lastDayOf(month))])
    .orderBy([{ column: 'income_records.pay_date' }, { column: 'income_records.id' }])) as IncomeRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    grossAmountCents: Number(row.gross_amount_cents),
    payDate: row.pay_date,
    updatedAt: new Date(row.updated_at),
  }));
}
