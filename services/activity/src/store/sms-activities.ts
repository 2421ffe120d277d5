import type { Knex } from 'knex';
import type { ActivityRecord } from '../domain/activity.js';
import type { NewActivity } from './activities.js';
import { preparedQuery } from '@tracker/kit/data/prepared-query';

const insertIfNew = preparedQuery<{ created_at: Date | string; updated_at: Date | string }>(
  'activity_insert_sms_activity',
  `insert into activities (id, user_id, type, description, hours, date, source, sms_message_sid)
   values ($1, $2, $3, $4, $5, $6, $7, $8)
   on conflict (sms_message_sid) do nothing
   returning created_at, updated_at`,
);

/**
 * Inserts an activity that came from a text message and returns it as stored (`RETURNING`, no second
 * read), or undefined when an activity already came from the same message: its id is unique, so the
 * same text never logs two activities, even when it arrives as two different events.
 */
export async function insertSmsActivity(
  db: Knex,
  activity: NewActivity & { smsMessageSid: string },
): Promise<ActivityRecord | undefined> {
  const [row] = await insertIfNew.run(db, [
    activity.id,
    activity.userId,
    activity.type,
    activity.description,
    activity.hours,
    activity.date,
    activity.source,
    activity.smsMessageSid,
  ]);
  if (row === undefined) return undefined;
  return {
    id: activity.id,
    userId: activity.userId,
    type: activity.type,
    description: activity.description,
    hours: activity.hours,
    date: activity.date,
    source: activity.source,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
