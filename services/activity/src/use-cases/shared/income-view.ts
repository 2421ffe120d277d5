import type { IncomeRecord as IncomeResponse } from '@tracker/contracts/http/income';
import type { Knex } from 'knex';
import { type IncomeRecord, toIncomeResponse } from '../../domain/income.js';
import { attachmentsByRecord, INCOME_ATTACHMENT_TABLES } from '../../store/record-attachments.js';

type Db = Knex | Knex.Transaction;

/** Pay records as the client sees them, each with its attachments (one query for all of them). */
export async function viewIncomeRecords(db: Db, records: readonly IncomeRecord[]): Promise<IncomeResponse[]> {
  const attachments = await attachmentsByRecord(
    db,
    INCOME_ATTACHMENT_TABLES,
    records.map((record) => record.id),
  );
  return records.map((record) => toIncomeResponse(record, attachments.get(record.id) ?? []));
}

export async function viewIncomeRecord(db: Db, record: IncomeRecord): Promise<IncomeResponse> {
  const [view] = await viewIncomeRecords(db, [record]);
  return view!;
}
