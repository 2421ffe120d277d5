import type { ActivitySource, ActivityType } from '@tracker/contracts/constants/activities';
import type { Knex } from 'knex';
import type { ActivityRecord, ActivityValues } from '../domain/activity.js';
import type { PageCursor } from '../domain/page-cursor.js';

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

/**
 * Newest first: by date, then by when logged. The columns are qualified because the queries also select
 * `date::text as date`, and an unqualified ORDER BY name means that text output column, which no index
 * orders: every list then sorted all of the user's activities to return one page.
 */
const NEWEST_FIRST = [
  { column: 'activities.date', order: 'desc' },
  { column: 'activities.created_at', order: 'desc' },
  { column: 'activities.id', order: 'desc' },
] as const;

/** A user's activities, newest first: by date, then by when they were logged. */
export async function listActivitiesOf(db: Db, userId: string): Promise<ActivityRecord[]> {
  const rows = (await selectActivities(db)
    .where('user_id', userId)
    .orderBy([...NEWEST_FIRST])) as ActivityRow[];
  return rows.map(fromRow);
}

export interface ActivityFilters {
  type?: ActivityType;
  /** Text the description must contain, in any case. */
  search?: string;
}

export interface ActivityPage {
  activities: ActivityRecord[];
  /** How many of the user's activities match the filters, on every page. */
  total: number;
  /** Where the next page starts, or undefined on the last page. */
  next?: PageCursor;
}

function matching(db: Db, userId: string, filters: ActivityFilters) {
  const query = db('activities').where('user_id', userId);
  if (filters.type) query.andWhere('type', filters.type);
  if (filters.search) query.andWhere('description', 'ilike', `%${escapeLike(filters.search)}%`);
  return query;
}

// The search is text to find, not a pattern: `%` and `_` in it mean themselves.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One page of a user's activities, newest first, after `before` when given. Keyset paging on the
 * (user, date, logging time) index, so a late page costs what the first one does.
 */
export async function listActivityPage(
  db: Db,
  userId: string,
  options: ActivityFilters & { limit: number; before?: PageCursor },
): Promise<ActivityPage> {
  const rowsQuery = matching(db, userId, options)
    .select(
      'id',
      'user_id',
      'type',
      'description',
      'hours',
      db.raw('??::text as ??', ['date', 'date']),
      'source',
      'created_at',
      'updated_at',
      db.raw('??::text as ??', ['created_at', 'created_at_key']),
    )
    .orderBy([...NEWEST_FIRST])
    // One more than asked tells whether a next page exists without a second query.
    .limit(options.limit + 1);
  if (options.before) {
    const { date, createdAt, id } = options.before;
    rowsQuery.andWhereRaw('(??, ??, ??) < (?::date, ?::timestamptz, ?::uuid)', [
      'date',
      'created_at',
      'id',
      date,
      createdAt,
      id,
    ]);
  }
  const [rows, counted] = await Promise.all([
    rowsQuery as Promise<Array<ActivityRow & { created_at_key: string }>>,
    matching(db, userId, options).count<{ count: string | number }[]>({ count: '*' }),
  ]);
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows.at(-1);
  return {
    activities: pageRows.map(fromRow),
    total: Number(counted[0]?.count ?? 0),
    next:
      rows.length > options.limit && last
        ? { date: last.date, createdAt: last.created_at_key, id: last.id }
        : undefined,
  };
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
