import type { ActivityType } from '@tracker/contracts/constants';
import { firstDayOf, formatIsoDate, lastDayOf, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { Knex } from 'knex';

/** What this service keeps of an activity: enough to count a month's hours. */
export interface ActivityCopy {
  id: string;
  userId: string;
  type: ActivityType;
  hours: number;
  /** `YYYY-MM-DD`. */
  date: string;
  /** When the activity took these values; an older event arriving late changes nothing. */
  updatedAt: Date;
}

function rowOf(activity: ActivityCopy) {
  return {
    id: activity.id,
    user_id: activity.userId,
    type: activity.type,
    hours: activity.hours,
    date: activity.date,
    updated_at: activity.updatedAt,
  };
}

/** Keeps the activity unless a newer state of it is already kept (an update that came first). */
export async function keepActivity(db: Knex, activity: ActivityCopy): Promise<void> {
  await db('activities')
    .insert(rowOf(activity))
    .onConflict('id')
    .merge()
    .where('activities.updated_at', '<', activity.updatedAt);
}

export async function isActivityRemoved(db: Knex, id: string): Promise<boolean> {
  return (await db('removed_activities').where({ id }).first('id')) !== undefined;
}

/** Forgets the activity and remembers that it is gone. */
export async function removeActivity(db: Knex, id: string, userId: string): Promise<void> {
  await db('activities').where({ id }).del();
  await db('removed_activities').insert({ id, user_id: userId }).onConflict('id').ignore();
}

/** Each user's hours by type in `month`, for the given users (one query for a page of people). */
export async function monthHoursByUser(
  db: Knex,
  userIds: readonly string[],
  month: YearMonth,
): Promise<Map<string, HoursByType>> {
  const byUser = new Map<string, HoursByType>();
  if (userIds.length === 0) return byUser;
  const rows = (await db('activities')
    .select('user_id', 'type', db.raw('sum(hours) as hours'))
    .whereIn('user_id', userIds)
    .whereBetween('date', [formatIsoDate(firstDayOf(month)), formatIsoDate(lastDayOf(month))])
    .groupBy('user_id', 'type')) as Array<{ user_id: string; type: ActivityType; hours: string | number }>;
  for (const row of rows) {
    const hours = byUser.get(row.user_id) ?? {};
    hours[row.type] = Number(row.hours);
    byUser.set(row.user_id, hours);
  }
  return byUser;
}

/** One user's hours by type in `month`. */
export async function monthHours(db: Knex, userId: string, month: YearMonth): Promise<HoursByType> {
  return (await monthHoursByUser(db, [userId], month)).get(userId) ?? {};
}
