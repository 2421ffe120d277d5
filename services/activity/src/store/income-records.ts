import type { ActivitySource } from '@tracker/contracts/constants/activities';
import type { IncomeValues } from '@tracker/contracts/http/income';
import type { Knex } from 'knex';
import type { IncomeRecord } from '../domain/income.js';
import type { PageCursor } from '../domain/page-cursor.js';

type Db = Knex | Knex.Transaction;

interface IncomeRow {
  id: string;
  user_id: string;
  employer: string;
  gross_amount_cents: string | number;
  pay_date: string;
  period_start: string;
  period_end: string;
  hours_worked: string | number | null;
  source: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function fromRow(row: IncomeRow): IncomeRecord {
  return {
    id: row.id,
    userId: row.user_id,
    employer: row.employer,
    grossAmountCents: Number(row.gross_amount_cents),
    payDate: row.pay_date,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    hoursWorked: row.hours_worked === null ? null : Number(row.hours_worked),
    source: row.source as ActivitySource,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

// Dates come back as text so no driver turns a calendar day into a time zone-dependent instant.
function columns(db: Db) {
  return [
    'income_records.id',
    'income_records.user_id',
    'income_records.employer',
    'income_records.gross_amount_cents',
    db.raw('??::text as ??', ['income_records.pay_date', 'pay_date']),
    db.raw('??::text as ??', ['income_records.period_start', 'period_start']),
    db.raw('??::text as ??', ['income_records.period_end', 'period_end']),
    'income_records.hours_worked',
    'income_records.source',
    'income_records.created_at',
    'income_records.updated_at',
  ];
}

/**
 * Newest pay date first, then newest reported. Qualified, because an unqualified `pay_date` in
 * ORDER BY would name the text column selected above, which no index orders.
 */
const NEWEST_FIRST = [
  { column: 'income_records.pay_date', order: 'desc' },
  { column: 'income_records.created_at', order: 'desc' },
  { column: 'income_records.id', order: 'desc' },
] as const;

export async function findIncome(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IncomeRecord | undefined> {
  const query = db('income_records').select(columns(db)).where('id', id);
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as IncomeRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** Every pay record of a user, newest first. */
export async function listIncomeOf(db: Db, userId: string): Promise<IncomeRecord[]> {
  const rows = (await db('income_records')
    .select(columns(db))
    .where('user_id', userId)
    .orderBy([...NEWEST_FIRST])) as IncomeRow[];
  return rows.map(fromRow);
}

export interface IncomePage {
  records: IncomeRecord[];
  /** How many pay records the user has, on every page. */
  total: number;
  /** Where the next page starts, or undefined on the last page. */
  next?: PageCursor;
}

/**
 * One page of a user's pay records, newest first, after `before` when given. Keyset paging on the
 * (user, pay date, reporting time, id) index, so a late page costs what the first one does.
 */
export async function listIncomePage(
  db: Db,
  userId: string,
  options: { limit: number; before?: PageCursor },
): Promise<IncomePage> {
  const rowsQuery = db('income_records')
    .select([...columns(db), db.raw('??::text as ??', ['income_records.created_at', 'created_at_key'])])
    .where('user_id', userId)
    .orderBy([...NEWEST_FIRST])
    // One more than asked tells whether a next page exists without a second query.
    .limit(options.limit + 1);
  if (options.before) {
    const { date, createdAt, id } = options.before;
    rowsQuery.andWhereRaw('(??, ??, ??) < (?::date, ?::timestamptz, ?::uuid)', [
      'income_records.pay_date',
      'income_records.created_at',
      'income_records.id',
      date,
      createdAt,
      id,
    ]);
  }
  const [rows, counted] = await Promise.all([
    rowsQuery as Promise<Array<IncomeRow & { created_at_key: string }>>,
    db('income_records').where('user_id', userId).count<{ count: string | number }[]>({ count: '*' }),
  ]);
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows.at(-1);
  return {
    records: pageRows.map(fromRow),
    total: Number(counted[0]?.count ?? 0),
    next:
      rows.length > options.limit && last
        ? { date: last.pay_date, createdAt: last.created_at_key, id: last.id }
        : undefined,
  };
}

export async function hasIncome(db: Db, userId: string): Promise<boolean> {
  return (await db('income_records').where('user_id', userId).first('id')) !== undefined;
}

export interface NewIncome extends IncomeValues {
  id: string;
  userId: string;
  source: ActivitySource;
}

function valueColumns(values: IncomeValues) {
  return {
    employer: values.employer,
    gross_amount_cents: values.grossAmountCents,
    pay_date: values.payDate,
    period_start: values.periodStart,
    period_end: values.periodEnd,
    hours_worked: values.hoursWorked,
  };
}

export async function insertIncome(db: Db, income: NewIncome): Promise<IncomeRecord> {
  await db('income_records').insert({
    id: income.id,
    user_id: income.userId,
    source: income.source,
    ...valueColumns(income),
  });
  const inserted = await findIncome(db, income.id);
  if (!inserted) throw new Error(`Pay record ${income.id} was not inserted`);
  return inserted;
}

export async function updateIncomeValues(db: Db, id: string, values: IncomeValues): Promise<IncomeRecord> {
  await db('income_records')
    .where('id', id)
    .update({ ...valueColumns(values), updated_at: db.fn.now() });
  const updated = await findIncome(db, id);
  if (!updated) throw new Error(`Pay record ${id} vanished during its update`);
  return updated;
}

export async function deleteIncomeRow(db: Db, id: string): Promise<void> {
  await db('income_records').where('id', id).delete();
}

/** Removes every pay record of the user (their attachments go with them); resolves with how many. */
export async function deleteIncomeOf(db: Db, userId: string): Promise<number> {
  return db('income_records').where('user_id', userId).delete();
}
