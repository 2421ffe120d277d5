import type { Activity } from '@tracker/contracts/http/activities';
import type { Knex } from 'knex';
import { type ActivityRecord, toActivityResponse } from '../../domain/activity.js';
import { ACTIVITY_ATTACHMENT_TABLES, attachmentsByRecord } from '../../store/record-attachments.js';

type Db = Knex | Knex.Transaction;

/** Activities as the client sees them, each with its attachments (one query for all of them). */
export async function viewActivities(db: Db, activities: ActivityRecord[]): Promise<Activity[]> {
  const attachments = await attachmentsByRecord(
    db,
    ACTIVITY_ATTACHMENT_TABLES,
    activities.map((activity) => activity.id),
  );
  return activities.map((activity) => toActivityResponse(activity, attachments.get(activity.id) ?? []));
}

export async function viewActivity(db: Db, activity: ActivityRecord): Promise<Activity> {
  const [view] = await viewActivities(db, [activity]);
  return view!;
}
