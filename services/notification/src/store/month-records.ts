import type { ActivityType } from '@tracker/contracts/constants/activities';
import {
  firstDayOf,
  formatIsoDate,
  formatYearMonth,
  lastDayOf,
  previousMonth,
  type YearMonth,
} from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import type { Knex } from 'knex';
import { stateRecordsByUser } from './state-records.js';

/** What was logged and reported in one month, as a month's determination reads it. */
export interface MonthRecords {
  hoursByType: HoursByType;
  /** Job-search activities logged in the month. */
  jobSearchActivities: number;
  /** Gross pay of the month, in whole cents. */
  incomeCents: number;
  /** Gross pay of the months before, most recent first, in whole cents (0 for a month without). */
  precedingIncomeCents: number[];
  /** What the state's data says of the month (wage records, SNAP, school, …). */
  stateRecords: StateRecord[];
}

/** A month with nothing logged or reported. */
export const emptyMonthRecords = (preceding: number): MonthRecords => ({
  hoursByType: {},
  jobSearchActivities: 0,
  incomeCents: 0,
  precedingIncomeCents: Array.from({ length: preceding }, () => 0),
  stateRecords: [],
});

/**
 * Each user's hours by type and job-search activities in `month`, their pay in it and in each of the
 * `precedingMonths` months before it, and the state's records of it, for the given users: three
 * queries for a page of people.
 */
export async function monthRecordsByUser(
  db: Knex,
  userIds: readonly string[],
  month: YearMonth,
  precedingMonths = 0,
): Promise<Map<string, MonthRecords>> {
  const byUser = new Map<string, MonthRecords>();
  if (userIds.length === 0) return byUser;
  const recordsOf = (userId: string) => {
    let records = byUser.get(userId);
    if (records === undefined) {
      records = emptyMonthRecords(precedingMonths);
      byUser.set(userId, records);
    }
    return records;
  };

  const activityRows = (await db('activities')
    .select('user_id', 'type', db.raw('sum(hours)::float8 as hours'), db.raw('count(*)::integer as count'))
    .whereIn('user_id', userIds)
    .whereBetween('date', [formatIsoDate(firstDayOf(month)), formatIsoDate(lastDayOf(month))])
    .groupBy('user_id', 'type')) as Array<{
    user_id: string;
    type: ActivityType;
    hours: number;
    count: number;
  }>;
  for (const row of activityRows) {
    const records = recordsOf(row.user_id);
    records.hoursByType[row.type] = row.hours;
    if (row.type === 'job_search') records.jobSearchActivities = row.count;
  }

  // The months asked for, newest first: the month itself, then those before it.
  const months = [month];
  for (let i = 0; i < precedingMonths; i++) months.push(previousMonth(months.at(-1) as YearMonth));
  const position = new Map(months.map((each, index) => [formatYearMonth(each), index]));
  const payRows = (await db('income_records')
    .select(
      'user_id',
      db.raw(`to_char(pay_date, 'YYYY-MM') as month`),
      db.raw('sum(gross_amount_cents)::float8 as cents'),
    )
    .whereIn('user_id', userIds)
    .whereBetween('pay_date', [
      formatIsoDate(firstDayOf(months.at(-1) as YearMonth)),
      formatIsoDate(lastDayOf(month)),
    ])
    .groupByRaw(`user_id, to_char(pay_date, 'YYYY-MM')`)) as Array<{
    user_id: string;
    month: string;
    cents: number;
  }>;
  for (const row of payRows) {
    const index = position.get(row.month);
    if (index === undefined) continue;
    const records = recordsOf(row.user_id);
    if (index === 0) records.incomeCents = row.cents;
    else records.precedingIncomeCents[index - 1] = row.cents;
  }
  for (const [userId, stateRecords] of await stateRecordsByUser(db, userIds, formatYearMonth(month))) {
    recordsOf(userId).stateRecords = stateRecords;
  }
  return byUser;
}
