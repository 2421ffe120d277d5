import type { ActivitySource } from '@tracker/contracts/constants/activities';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import type { ActivityRecord } from './activities.js';

/** A logged activity, as its event names it: where it was logged is known, and it has not changed since. */
export type LoggedActivity = Omit<ActivityRecord, 'source' | 'updatedAt'> & { source: ActivitySource };

// $1 the activity's id, $2 its user, $3 to $8 its type, hours, date, description, source and time
// logged, $9 and $10 the year and month of its date.
const applyLogged = preparedQuery(
  'reporting_apply_logged_activity',
  `with gone as (
     select exists (select 1 from removed_users where id = $2)
         or exists (select 1 from removed_activities where id = $1) as gone
   ),
   inserted as (
     insert into activities (id, user_id, type, hours, date, description, source, created_at, updated_at)
     select $1, $2, $3, $4, $5, $6, $7, $8, $8 from gone where not gone.gone
     on conflict (id) do nothing
     returning id
   ),
   filled as (
     update activities set source = $7, created_at = $8
      where id = $1 and source is null and not (select gone from gone)
   )
   insert into month_totals (user_id, year, month, type, hours, count)
   select $2, $9, $10, $3, $4, 1 from inserted
   on conflict (user_id, year, month, type) do update
     set hours = month_totals.hours + excluded.hours, count = month_totals.count + excluded.count`,
);

/**
 * Applies a logged activity in one statement: nothing for a deleted account or activity (late events
 * must not bring either back); else the copy is inserted and its hours added to its month, or, when an
 * update brought the activity here first, the newer values stand and only where and when it was
 * logged is filled in. Adding hours never empties a month row, so no row is dropped here.
 */
export async function applyLoggedActivity(db: Knex, activity: LoggedActivity): Promise<void> {
  const { year, month } = parseIsoDate(activity.date);
  await applyLogged.run(db, [
    activity.id,
    activity.userId,
    activity.type,
    activity.hours,
    activity.date,
    activity.description,
    activity.source,
    activity.createdAt,
    year,
    month,
  ]);
}
