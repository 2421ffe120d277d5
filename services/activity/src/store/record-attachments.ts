import {
  type AttachmentFileRow,
  attachmentFileColumns,
  attachmentFileFromRow,
} from '@tracker/kit/storage/attachment-files';
import type { ProofRecordKind } from '@tracker/contracts/events/activity-files-counted-v1';
import type { Knex } from 'knex';
import type { RecordAttachment } from '../domain/record-attachment.js';
import { recordFilesCounted } from './events.js';

type Db = Knex | Knex.Transaction;

/** Where one kind of record keeps its files' rows. */
export interface AttachmentTables {
  /** What the records are, as the files-counted event names them. */
  kind: ProofRecordKind;
  /** The table of the records themselves. */
  records: string;
  /** The table of their attachments. */
  attachments: string;
  /** The attachments' column naming the record a file belongs to. */
  recordColumn: string;
}

export const ACTIVITY_ATTACHMENT_TABLES: AttachmentTables = {
  kind: 'activity',
  records: 'activities',
  attachments: 'activity_attachments',
  recordColumn: 'activity_id',
};

export const INCOME_ATTACHMENT_TABLES: AttachmentTables = {
  kind: 'income',
  records: 'income_records',
  attachments: 'income_attachments',
  recordColumn: 'income_id',
};

interface AttachmentRow extends AttachmentFileRow {
  uploaded_by: string | null;
  uploaded_at: Date | string;
  [recordColumn: string]: unknown;
}

function fromRow(tables: AttachmentTables, row: AttachmentRow): RecordAttachment {
  return {
    ...attachmentFileFromRow(row),
    recordId: row[tables.recordColumn] as string,
    uploadedAt: row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at),
    uploadedBy: row.uploaded_by,
  };
}

const OLDEST_FIRST = [
  { column: 'uploaded_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** The attachments of each given record, oldest first; records without any are absent. */
export async function attachmentsByRecord(
  db: Db,
  tables: AttachmentTables,
  recordIds: readonly string[],
): Promise<Map<string, RecordAttachment[]>> {
  const byRecord = new Map<string, RecordAttachment[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = (await db(tables.attachments)
    .whereIn(tables.recordColumn, recordIds)
    .orderBy([...OLDEST_FIRST])) as AttachmentRow[];
  for (const row of rows) {
    const attachment = fromRow(tables, row);
    const list = byRecord.get(attachment.recordId) ?? [];
    list.push(attachment);
    byRecord.set(attachment.recordId, list);
  }
  return byRecord;
}

export async function attachmentsOf(
  db: Db,
  tables: AttachmentTables,
  recordId: string,
): Promise<RecordAttachment[]> {
  return (await attachmentsByRecord(db, tables, [recordId])).get(recordId) ?? [];
}

export async function findAttachment(
  db: Db,
  tables: AttachmentTables,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecordAttachment | undefined> {
  const query = db(tables.attachments).where('id', id);
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as AttachmentRow | undefined;
  return row ? fromRow(tables, row) : undefined;
}

export type NewAttachment = Omit<RecordAttachment, 'uploadedAt'>;

/**
 * Tells the other services how many files the record has now, in the transaction that changed them.
 * The record's row is locked first, so two changes to one record are counted, and told, in turn.
 */
async function countFilesAndTell(trx: Knex.Transaction, tables: AttachmentTables, recordId: string) {
  const record = (await trx(tables.records).where('id', recordId).forUpdate().first('user_id')) as
    { user_id: string } | undefined;
  if (!record) return;
  const [{ count }] = (await trx(tables.attachments)
    .where(tables.recordColumn, recordId)
    .count({ count: '*' })) as [{ count: string | number }];
  await recordFilesCounted(trx, {
    recordKind: tables.kind,
    recordId,
    userId: record.user_id,
    fileCount: Number(count),
  });
}

/** Attaches a file to its record; every attachment, however it arrives, is made here. */
export async function insertAttachment(
  trx: Knex.Transaction,
  tables: AttachmentTables,
  attachment: NewAttachment,
): Promise<RecordAttachment> {
  const [row] = (await trx(tables.attachments)
    .insert({
      ...attachmentFileColumns(attachment),
      [tables.recordColumn]: attachment.recordId,
      uploaded_by: attachment.uploadedBy,
      uploaded_at: trx.raw('clock_timestamp()'),
    })
    .returning('*')) as AttachmentRow[];
  await countFilesAndTell(trx, tables, attachment.recordId);
  return fromRow(tables, row!);
}

/** Removes one attachment of `recordId`; every removal of a single file is made here. */
export async function deleteAttachmentRow(
  trx: Knex.Transaction,
  tables: AttachmentTables,
  recordId: string,
  id: string,
): Promise<void> {
  await trx(tables.attachments).where('id', id).delete();
  await countFilesAndTell(trx, tables, recordId);
}

/** Where the files of the record's attachments are stored. */
export async function storageKeysOfRecord(
  db: Db,
  tables: AttachmentTables,
  recordId: string,
): Promise<string[]> {
  const rows = (await db(tables.attachments).where(tables.recordColumn, recordId).select('s3_key')) as Array<{
    s3_key: string;
  }>;
  return rows.map((row) => row.s3_key);
}

/** Where the files of every attachment on the user's records of this kind are stored. */
export async function storageKeysOfUser(db: Db, tables: AttachmentTables, userId: string): Promise<string[]> {
  const rows = (await db(`${tables.attachments} as a`)
    .join(`${tables.records} as r`, 'r.id', `a.${tables.recordColumn}`)
    .where('r.user_id', userId)
    .select('a.s3_key')) as Array<{ s3_key: string }>;
  return rows.map((row) => row.s3_key);
}
