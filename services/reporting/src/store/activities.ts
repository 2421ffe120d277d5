import type { ActivitySource, ActivityType } from '@tracker/contracts/constants/activities';
import type { Knex } from 'knex';
import { formatIsoDate, lastDayOf, firstDayOf, type YearMonth } from '@tracker/contracts/rules/calendar';

/** The read model's copy of an activity. */
export interface ActivityRecord {
  id: string;
  userId: string;
  type: ActivityType;
  hours: number;
  /** `YYYY-MM-DD`. */
  date: string;
  description: string;
  /** Null until the activity's logged event has arrived. */
  source: ActivitySource | null;
  createdAt: Date;
  updatedAt: Date;
}

interface ActivityRow {
  id: string;
  user_id: string;
  type: ActivityType;
  hours: string | number;
  date: string;
  description: string;
  source: ActivitySource | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function toRecord(row: ActivityRow): ActivityRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    hours: Number(row.hours),
    date: row.date,
    description: row.description,
    source: row.source,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function columns(db: Knex) {
  return [
    'id',
    'user_id',
    'type',
    'hours',
    db.raw('date::text as date'),
    'description',
    'source',
    'created_at',
    'updated_at',
  ];
}

/** Inserts the activity unless one with its id exists; true when it was inserted. */
export async function insertActivityIfNew(db: Knex, activity: ActivityRecord): Promise<boolean> {
  const inserted = await db('activities')
    .insert({
      id: activity.id,
      user_id: activity.userId,
      type: activity.type,
      hours: activity.hours,
      date: activity.date,
      description: activity.description,
      source: activity.source,
      created_at: activity.createdAt,
      updated_at: activity.updatedAt,
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** Fills in where and when an activity was logged, for a copy first made from an update. */
export async function fillActivityOrigin(
  db: Knex,
  id: string,
  origin: { source: ActivitySource; createdAt: Date },
): Promise<void> {
  await db('activities')
    .where({ id })
    .whereNull('source')
    .update({ source: origin.source, created_at: origin.createdAt });
}

/** The user's activity, locked until the transaction ends; null when unknown. */
export async function lockActivity(db: Knex, id: string, userId: string): Promise<ActivityRecord | null> {
  const row = (await db('activities')
    .select(columns(db))
    .where({ id, user_id: userId })
    .forUpdate()
    .first()) as ActivityRow | undefined;
  return row ? toRecord(row) : null;
}

export async function updateActivity(
  db: Knex,
  id: string,
  fields: Pick<ActivityRecord, 'type' | 'hours' | 'date' | 'description' | 'updatedAt'>,
): Promise<void> {
  await db('activities').where({ id }).update({
    type: fields.type,
    hours: fields.hours,
    date: fields.date,
    description: fields.description,
    updated_at: fields.updatedAt,
  });
}

export async function deleteActivity(db: Knex, id: string): Promise<void> {
  await db('activities').where({ id }).del();
}

/** Remembers that the activity was deleted. */
export async function markActivityRemoved(db: Knex, id: string, userId: string): Promise<void> {
  await db('removed_activities').insert({ id, user_id: userId }).onConflict('id').ignore();
}

export async function isActivityRemoved(db: Knex, id: string): Promise<boolean> {
  return (await db('removed_activities').where({ id }).first('id')) !== undefined;
}

/** The user's activities dated in `month`, oldest first. */
export async function listMonthActivities(
  db: Knex,
  userId: string,
  month: YearMonth,
): Promise<ActivityRecord[]> {
  const rows = (await db('activities')
    .select(columns(db))
    .where({ user_id: userId })
    .whereBetween('date', [formatIsoDate(firstDayOf(month)), formatIsoDate(lastDayOf(month))])
    .orderBy([
      // Qualified: the select also names `date::text as date`, and ordering by that text alias
      // would ignore the (user_id, date) index.
      { column: 'activities.date' },
      { column: 'activities.created_at' },
      { column: 'activities.id' },
    ])) as ActivityRow[];
  return rows.map(toRecord);
}
