import type { ActivitySource, ActivityType } from '@tracker/contracts/constants';
import type { Knex } from 'knex';
import type { ActivityRecord, ActivityValues } from '../domain/activity.js';

type Db = Knex | Knex.Transaction;

interface ActivityRow {
  id: string;
  user_id: string;
  type: string;
  description: string;
  hours: string | number;
  date: string;
  source: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function fromRow(row: ActivityRow): ActivityRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as ActivityType,
    description: row.description,
    hours: Number(row.hours),
    date: row.date,
    source: row.source as ActivitySource,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

// The date comes back as text so no driver turns a calendar day into a time zone-dependent instant.
function selectActivities(db: Db) {
  return db('activities').select(
    'id',
    'user_id',
    'type',
    'description',
    'hours',
    db.raw('??::text as ??', ['date', 'date']),
    'source',
    'created_at',
    'updated_at',
  );
}

export async function findActivity(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ActivityRecord | undefined> {
  const query = selectActivities(db).where('id', id);
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as ActivityRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** A user's activities, newest first: by date, then by when they were logged. */
export async function listActivitiesOf(db: Db, userId: string): Promise<ActivityRecord[]> {
  const rows = (await selectActivities(db)
    .where('user_id', userId)
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as ActivityRow[];
  return rows.map(fromRow);
}

export async function hasActivities(db: Db, userId: string): Promise<boolean> {
  return (await db('activities').where('user_id', userId).first('id')) !== undefined;
}

export interface NewActivity extends ActivityValues {
  id: string;
  userId: string;
  source: ActivitySource;
  smsMessageSid?: string;
}

/**
 * Inserts the activity and returns it, or undefined when an activity already came from the same
 * text message.
 */
export async function insertActivity(db: Db, activity: NewActivity): Promise<ActivityRecord | undefined> {
  const inserted = await db('activities')
    .insert({
      id: activity.id,
      user_id: activity.userId,
      type: activity.type,
      description: activity.description,
      hours: activity.hours,
      date: activity.date,
      source: activity.source,
      sms_message_sid: activity.smsMessageSid ?? null,
    })
    .onConflict('sms_message_sid')
    .ignore()
    .returning('id');
  if (inserted.length === 0) return undefined;
  return findActivity(db, activity.id);
}

export async function updateActivityValues(
  db: Db,
  id: string,
  values: ActivityValues,
): Promise<ActivityRecord> {
  await db('activities').where('id', id).update({
    type: values.type,
    description: values.description,
    hours: values.hours,
    date: values.date,
    updated_at: db.fn.now(),
  });
  const updated = await findActivity(db, id);
  if (!updated) throw new Error(`Activity ${id} vanished during its update`);
  return updated;
}

export async function deleteActivityRow(db: Db, id: string): Promise<void> {
  await db('activities').where('id', id).delete();
}

/** Removes every activity of the user (their attachments go with them); resolves with how many. */
export async function deleteActivitiesOf(db: Db, userId: string): Promise<number> {
  return db('activities').where('user_id', userId).delete();
}
