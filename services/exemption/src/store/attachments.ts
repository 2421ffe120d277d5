import {
  type AttachmentFileRow,
  attachmentFileColumns,
  attachmentFileFromRow,
} from '@tracker/kit/storage/attachment-files';
import type { Knex } from 'knex';
import type { AttachmentRecord } from '../domain/exemption.js';
import { toDate } from './rows.js';

type Db = Knex | Knex.Transaction;

interface AttachmentRow extends AttachmentFileRow {
  exemption_id: string;
  description: string | null;
  uploaded_by_user_id: string;
  uploaded_by: string | null;
  uploaded_at: Date | string;
}

function fromRow(row: AttachmentRow): AttachmentRecord {
  return {
    ...attachmentFileFromRow(row),
    exemptionId: row.exemption_id,
    description: row.description,
    uploadedByUserId: row.uploaded_by_user_id,
    uploadedBy: row.uploaded_by,
    uploadedAt: toDate(row.uploaded_at),
  };
}

function selectAttachments(db: Db) {
  return db('exemption_attachments as a')
    .leftJoin('users as u', 'u.id', 'a.uploaded_by_user_id')
    .select('a.*', 'u.username as uploaded_by');
}

/** The request's attachments, oldest first. */
export async function attachmentsOf(db: Db, exemptionId: string): Promise<AttachmentRecord[]> {
  const rows = (await selectAttachments(db)
    .where('a.exemption_id', exemptionId)
    .orderBy([
      { column: 'a.uploaded_at', order: 'asc' },
      { column: 'a.id', order: 'asc' },
    ])) as AttachmentRow[];
  return rows.map(fromRow);
}

export async function findAttachment(db: Db, id: string): Promise<AttachmentRecord | undefined> {
  const row = (await selectAttachments(db).where('a.id', id).first()) as AttachmentRow | undefined;
  return row ? fromRow(row) : undefined;
}

export type NewAttachment = Omit<AttachmentRecord, 'uploadedAt' | 'uploadedBy'>;

export async function insertAttachment(db: Db, attachment: NewAttachment): Promise<AttachmentRecord> {
  await db('exemption_attachments').insert({
    ...attachmentFileColumns(attachment),
    exemption_id: attachment.exemptionId,
    description: attachment.description,
    uploaded_by_user_id: attachment.uploadedByUserId,
    uploaded_at: db.raw('clock_timestamp()'),
  });
  const stored = await findAttachment(db, attachment.id);
  if (!stored) throw new Error(`Attachment ${attachment.id} was not stored`);
  return stored;
}

export async function updateAttachmentDescription(
  db: Db,
  id: string,
  description: string | null,
): Promise<AttachmentRecord> {
  await db('exemption_attachments').where('id', id).update({ description });
  const stored = await findAttachment(db, id);
  if (!stored) throw new Error(`Attachment ${id} vanished during its update`);
  return stored;
}

export async function deleteAttachmentRow(db: Db, id: string): Promise<void> {
  await db('exemption_attachments').where('id', id).delete();
}

/** Where the files of the request's attachments are stored. */
export async function storageKeysOfExemption(db: Db, exemptionId: string): Promise<string[]> {
  const rows = (await db('exemption_attachments')
    .where('exemption_id', exemptionId)
    .select('s3_key')) as Array<{ s3_key: string }>;
  return rows.map((row) => row.s3_key);
}

/** Where the files of every attachment on the user's requests are stored. */
export async function storageKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = (await db('exemption_attachments as a')
    .join('user_exemptions as e', 'e.id', 'a.exemption_id')
    .where('e.user_id', userId)
    .select('a.s3_key')) as Array<{ s3_key: string }>;
  return rows.map((row) => row.s3_key);
}
