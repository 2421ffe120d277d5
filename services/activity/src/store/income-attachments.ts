import {
  type AttachmentFileRow,
  attachmentFileColumns,
  attachmentFileFromRow,
} from '@tracker/kit/attachment-files';
import type { Knex } from 'knex';
import type { IncomeAttachmentRecord } from '../domain/income.js';

type Db = Knex | Knex.Transaction;

interface IncomeAttachmentRow extends AttachmentFileRow {
  income_id: string;
  uploaded_by: string | null;
  uploaded_at: Date | string;
}

function fromRow(row: IncomeAttachmentRow): IncomeAttachmentRecord {
  return {
    ...attachmentFileFromRow(row),
    incomeId: row.income_id,
    uploadedAt: row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at),
    uploadedBy: row.uploaded_by,
  };
}

const OLDEST_FIRST = [
  { column: 'uploaded_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** The attachments of each given pay record, oldest first; records without any are absent. */
export async function attachmentsByIncome(
  db: Db,
  incomeIds: readonly string[],
): Promise<Map<string, IncomeAttachmentRecord[]>> {
  const byIncome = new Map<string, IncomeAttachmentRecord[]>();
  if (incomeIds.length === 0) return byIncome;
  const rows = (await db('income_attachments')
    .whereIn('income_id', incomeIds)
    .orderBy([...OLDEST_FIRST])) as IncomeAttachmentRow[];
  for (const row of rows) {
    const attachment = fromRow(row);
    const list = byIncome.get(attachment.incomeId) ?? [];
    list.push(attachment);
    byIncome.set(attachment.incomeId, list);
  }
  return byIncome;
}

export async function attachmentsOfIncome(db: Db, incomeId: string): Promise<IncomeAttachmentRecord[]> {
  return (await attachmentsByIncome(db, [incomeId])).get(incomeId) ?? [];
}

export async function findIncomeAttachment(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IncomeAttachmentRecord | undefined> {
  const query = db('income_attachments').where('id', id);
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as IncomeAttachmentRow | undefined;
  return row ? fromRow(row) : undefined;
}

export type NewIncomeAttachment = Omit<IncomeAttachmentRecord, 'uploadedAt'>;

export async function insertIncomeAttachment(
  db: Db,
  attachment: NewIncomeAttachment,
): Promise<IncomeAttachmentRecord> {
  const [row] = (await db('income_attachments')
    .insert({
      ...attachmentFileColumns(attachment),
      income_id: attachment.incomeId,
      uploaded_by: attachment.uploadedBy,
      uploaded_at: db.raw('clock_timestamp()'),
    })
    .returning('*')) as IncomeAttachmentRow[];
  return fromRow(row!);
}

export async function deleteIncomeAttachmentRow(db: Db, id: string): Promise<void> {
  await db('income_attachments').where('id', id).delete();
}

/** Where the files of the pay record's attachments are stored. */
export async function storageKeysOfIncome(db: Db, incomeId: string): Promise<string[]> {
  const rows = (await db('income_attachments').where('income_id', incomeId).select('s3_key')) as Array<{
    s3_key: string;
  }>;
  return rows.map((row) => row.s3_key);
}

/** Where the files of every attachment on the user's pay records are stored. */
export async function incomeStorageKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = (await db('income_attachments as a')
    .join('income_records as r', 'r.id', 'a.income_id')
    .where('r.user_id', userId)
    .select('a.s3_key')) as Array<{ s3_key: string }>;
  return rows.map((row) => row.s3_key);
}
