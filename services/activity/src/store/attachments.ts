import {
  type AttachmentFileRow,
  attachmentFileColumns,
  attachmentFileFromRow,
} from '@tracker/kit/attachment-files';
import type { Knex } from 'knex';
import type { AttachmentRecord } from '../domain/activity.js';

type Db = Knex | Knex.Transaction;

interface AttachmentRow extends AttachmentFileRow {
  activity_id: string;
  uploaded_by: string | null;
  uploaded_at: Date | string;
}

function fromRow(row: AttachmentRow): AttachmentRecord {
  return {
    ...attachmentFileFromRow(row),
    activityId: row.activity_id,
    uploadedAt: row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at),
    uploadedBy: row.uploaded_by,
  };
}

const ORDER = [
  { column: 'uploaded_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** The attachments of each given activity, oldest first; activities without any are absent. */
export async function attachmentsByActivity(
  db: Db,
  activityIds: readonly string[],
): Promise<Map<string, AttachmentRecord[]>> {
  const byActivity = new Map<string, AttachmentRecord[]>();
  if (activityIds.length === 0) return byActivity;
  const rows = (await db('activity_attachments')
    .whereIn('activity_id', activityIds)
    .orderBy([...ORDER])) as AttachmentRow[];
  for (const row of rows) {
    const attachment = fromRow(row);
    const list = byActivity.get(attachment.activityId) ?? [];
    list.push(attachment);
    byActivity.set(attachment.activityId, list);
  }
  return byActivity;
}

export async function attachmentsOf(db: Db, activityId: string): Promise<AttachmentRecord[]> {
  return (await attachmentsByActivity(db, [activityId])).get(activityId) ?? [];
}

export async function findAttachment(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AttachmentRecord | undefined> {
  const query = db('activity_attachments').where('id', id);
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as AttachmentRow | undefined;
  return row ? fromRow(row) : undefined;
}

export type NewAttachment = Omit<AttachmentRecord, 'uploadedAt'>;

export async function insertAttachment(db: Db, attachment: NewAttachment): Promise<AttachmentRecord> {
  const [row] = (await db('activity_attachments')
    .insert({
      ...attachmentFileColumns(attachment),
      activity_id: attachment.activityId,
      uploaded_by: attachment.uploadedBy,
      uploaded_at: db.raw('clock_timestamp()'),
    })
    .returning('*')) as AttachmentRow[];
  return fromRow(row!);
}

export async function deleteAttachmentRow(db: Db, id: string): Promise<void> {
  await db('activity_attachments').where('id', id).delete();
}

/** Where the files of the activity's attachments are stored. */
export async function storageKeysOfActivity(db: Db, activityId: string): Promise<string[]> {
  const rows = (await db('activity_attachments').where('activity_id', activityId).select('s3_key')) as Array<{
    s3_key: string;
  }>;
  return rows.map((row) => row.s3_key);
}

/** Where the files of every attachment on the user's activities are stored. */
export async function storageKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = (await db('activity_attachments as a')
    .join('activities as act', 'act.id', 'a.activity_id')
    .where('act.user_id', userId)
    .select('a.s3_key')) as Array<{ s3_key: string }>;
  return rows.map((row) => row.s3_key);
}
