import type { ActivityType } from '@tracker/contracts/constants/activities';
import { monthOf, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import type { ApprovedExemption } from './exemptions.js';
import { monthFactsColumns, monthFactsDays, monthFactsOf, type MonthFactsRow } from './month-facts.js';
import type { MonthRecords } from './month-records.js';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import { toRecord, type UserRecord, userColumnsSql, type UserRow } from './users.js';

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

// Whether the account or the activity is gone, and keeping the activity unless so (or unless a newer
// state of it is kept, from an update that came first): the shared start of the statements below, on
// $1 the activity's id, $2 its user, $3 to $6 its type, hours, date and time of these values.
const keepUnlessGoneSql = `
  gone as (
    select exists (select 1 from removed_users where id = $2)
        or exists (select 1 from removed_activities where id = $1) as gone
  ),
  kept as (
    insert into activities (id, user_id, type, hours, date, updated_at)
    select $1, $2, $3, $4, $5, $6 from gone where not gone.gone
    on conflict (id) do update
      set user_id = excluded.user_id, type = excluded.type, hours = excluded.hours, date = excluded.date,
          updated_at = excluded.updated_at
      where activities.updated_at < excluded.updated_at
  )`;

function keepValues(activity: ActivityCopy): unknown[] {
  return [activity.id, activity.userId, activity.type, activity.hours, activity.date, activity.updatedAt];
}

const keepUnlessGone = preparedQuery<{ gone: boolean }>(
  'notification_keep_activity',
  `with ${keepUnlessGoneSql} select gone from gone`,
);

/**
 * Keeps the activity, in one statement, unless its account or the activity itself was deleted (late
 * events must not bring either back) or a newer state of it is already kept (an update that came
 * first); resolves false when it was deleted.
 */
export async function keepActivityUnlessGone(db: Knex, activity: ActivityCopy): Promise<boolean> {
  const [row] = await keepUnlessGone.run(db, keepValues(activity));
  return row?.gone === false;
}

/** What confirming a texted activity needs, read as the statement that kept the activity began. */
export interface TextedActivityFacts {
  user: UserRecord | null;
  /** The activity as kept before, if it was: a newer state of it stands. */
  earlier: { type: ActivityType; hours: number; date: string; updatedAt: Date } | null;
  /** The month's records without this activity (`withKeptActivity` adds it), and the approved exemptions. */
  month: { records: MonthRecords; exemptions: ApprovedExemption[] };
}

type FactsRow = Partial<UserRow> &
  MonthFactsRow & {
    gone: boolean;
    earlier_type: ActivityType | null;
    earlier_hours: string | number | null;
    earlier_date: string | null;
    earlier_updated_at: Date | string | null;
  };

// $7 the text's id (null when the correlation id is not one), $8 and $9 the first and last day of the
// activity's month, $10 the first day pay is read from.
const keepTexted = preparedQuery<FactsRow>(
  'notification_keep_texted_activity',
  `with ${keepUnlessGoneSql},
   marked as (
     update text_messages set activity_id = $1, status = 'processed', processed = true
      where id = $7::uuid and user_id = $2 and direction = 'inbound' and not (select gone from gone)
   )
   select g.gone,
          e.type as earlier_type, e.hours as earlier_hours, e.date::text as earlier_date,
          e.updated_at as earlier_updated_at,
          ${monthFactsColumns({ user: '$2', first: '$8', last: '$9', firstPay: '$10', except: '$1' })},
          u.*
     from gone g
     left join activities e on e.id = $1
     left join lateral (select ${userColumnsSql} from users where id = $2) u on true`,
);

/**
 * For an activity texted in and now logged, in one statement: keeps the activity as
 * `keepActivityUnlessGone` does, marks the text `textId` (when given) processed and tied to it, and
 * reads the account, the activity's earlier state, and what its month's determination needs besides
 * this activity (the other hours, job-search activities, pay and approved exemptions). The reads see
 * the tables as they were before the statement; `withKeptActivity` adds the activity. Resolves with
 * null when the account or the activity was deleted.
 */
export async function keepTextedActivity(
  db: Knex,
  activity: ActivityCopy,
  textId: string | null,
  precedingPayMonths: number,
): Promise<TextedActivityFacts | null> {
  const month = monthOf(parseIsoDate(activity.date));
  const [row] = await keepTexted.run(db, [
    ...keepValues(activity),
    textId,
    ...monthFactsDays(month, precedingPayMonths),
  ]);
  if (row === undefined || row.gone) return null;
  return {
    user: typeof row.id === 'string' ? toRecord(row as UserRow) : null,
    earlier:
      row.earlier_type !== null && row.earlier_date !== null && row.earlier_updated_at !== null
        ? {
            type: row.earlier_type,
            hours: Number(row.earlier_hours),
            date: row.earlier_date,
            updatedAt: new Date(row.earlier_updated_at),
          }
        : null,
    month: monthFactsOf(row, activity.userId, month, precedingPayMonths),
  };
}

/**
 * The month's records with the activity as it now stands: the earlier state when it is as new as the
 * event's (the keeping changed nothing), else the event's; nothing when that state is of another month.
 */
export function withKeptActivity(facts: TextedActivityFacts, activity: ActivityCopy): MonthRecords {
  const { earlier } = facts;
  const kept = earlier !== null && earlier.updatedAt >= activity.updatedAt ? earlier : activity;
  const { records } = facts.month;
  if (kept.date.slice(0, 7) !== activity.date.slice(0, 7)) return records;
  return {
    ...records,
    hoursByType: { ...records.hoursByType, [kept.type]: (records.hoursByType[kept.type] ?? 0) + kept.hours },
    jobSearchActivities: records.jobSearchActivities + (kept.type === 'job_search' ? 1 : 0),
  };
}

/** Forgets the activity and remembers that it is gone. */
export async function removeActivity(db: Knex, id: string, userId: string): Promise<void> {
  await db('activities').where({ id }).del();
  await db('removed_activities').insert({ id, user_id: userId }).onConflict('id').ignore();
}
