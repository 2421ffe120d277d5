import type { ActivityType } from '@tracker/contracts/constants/activities';
import { formatYearMonth, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { ExemptionOfType } from '@tracker/contracts/rules/determination';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import type { Database } from '@tracker/kit/data/db';
import type { Knex } from 'knex';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import {
  ACCOUNT_COLUMNS,
  type AccountRow,
  APPROVED_EXEMPTIONS,
  exemptionsOf,
  monthAt,
  monthIndex,
  monthsBefore,
  payBefore,
  payByMonth,
  personOf,
  stateRecordsByMonth,
  type StateRecordsColumn,
  stateRecordsIn,
} from './snapshot-parts.js';
import type { PersonTerms } from '../domain/month-determination.js';

/** What was logged and reported in one month of a range. */
export interface RangeMonth {
  month: YearMonth;
  hoursByType: HoursByType;
  jobSearchActivities: number;
  incomeCents: number;
  /** Pay of the months asked for before it, most recent first (0 for a month without pay). */
  precedingIncomeCents: number[];
  /** What the state's data says of the month, by source. */
  stateRecords: StateRecord[];
}

/** What the determinations of a range of months are computed from. */
export interface MonthRangeSnapshot {
  /** Null until the account's identity event has arrived. */
  person: PersonTerms | null;
  /** Every month of the range, oldest first. */
  months: RangeMonth[];
  /** The approved exemptions, whatever their dates, with their types. */
  exemptions: ExemptionOfType[];
}

interface RangeRow extends AccountRow {
  /** `[year, month, type, hours, count]` per month and type with activities; null when none. */
  totals: Array<[number, number, ActivityType, number, number]> | null;
  /** `[year, month, cents]` per month with pay, from the first month of pay to the range's end; null when none. */
  pay: Array<[number, number, number]> | null;
  state_records: StateRecordsColumn;
}

/**
 * One statement for the account, the hours and activity counts by month and type over a range of
 * months, the pay by month from some months before it to its end, the approved exemptions and the
 * state's records of the range: a row per month and type or month at most, whatever the number of
 * records. $2, $3 and $4, $5 are the range's first and last months, $6, $7 the first month of pay,
 * $8 and $9 the first and last months as `YYYY-MM`.
 */
export const monthRangeSnapshotStatement = preparedQuery<RangeRow>(
  'reporting_month_range_snapshot',
  `select ${ACCOUNT_COLUMNS},
         t.totals,
         p.pay,
         s.state_records
    from (select json_agg(json_build_array(year, month, type, hours::float8, count) order by year, month, type)
                   as totals
            from month_totals
           where user_id = $1 and (year, month) >= ($2, $3) and (year, month) <= ($4, $5)) t
   cross join (select json_agg(json_build_array(year, month, gross_cents::float8) order by year, month) as pay
                 from income_month_totals
                where user_id = $1 and (year, month) >= ($6, $7) and (year, month) <= ($4, $5)) p
   cross join ${APPROVED_EXEMPTIONS}
   cross join ${stateRecordsIn('$8', '$9')}
    left join users u on u.id = $1`,
);

/**
 * The account, each month from `from` to `to` with its hours, job-search activities, pay and the pay
 * of the `precedingPayMonths` months before it and the state's records of it, and the approved
 * exemptions, in one prepared statement (on `db`'s pool, or inside a transaction when given one).
 */
export async function readMonthRangeSnapshot(
  db: Database | Knex,
  userId: string,
  from: YearMonth,
  to: YearMonth,
  precedingPayMonths = 0,
): Promise<MonthRangeSnapshot> {
  const firstPayMonth = monthsBefore(from, precedingPayMonths);
  const [row] = await monthRangeSnapshotStatement.run(db, [
    userId,
    from.year,
    from.month,
    to.year,
    to.month,
    firstPayMonth.year,
    firstPayMonth.month,
    formatYearMonth(from),
    formatYearMonth(to),
  ]);
  if (!row) throw new Error('The month range snapshot statement returned no row');

  const hoursByMonth = new Map<number, { hours: HoursByType; jobSearch: number }>();
  for (const [year, month, type, hours, count] of row.totals ?? []) {
    const key = monthIndex({ year, month });
    const entry = hoursByMonth.get(key) ?? { hours: {}, jobSearch: 0 };
    entry.hours[type] = hours;
    if (type === 'job_search') entry.jobSearch = count;
    hoursByMonth.set(key, entry);
  }
  const pay = payByMonth(row.pay);
  const stateRecords = stateRecordsByMonth(row.state_records);

  const months: RangeMonth[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index++) {
    const month = monthAt(index);
    const logged = hoursByMonth.get(index);
    months.push({
      month,
      hoursByType: logged?.hours ?? {},
      jobSearchActivities: logged?.jobSearch ?? 0,
      incomeCents: pay.get(index) ?? 0,
      precedingIncomeCents: payBefore(pay, month, precedingPayMonths),
      stateRecords: stateRecords.get(formatYearMonth(month)) ?? [],
    });
  }
  return { person: personOf(row), months, exemptions: exemptionsOf(row) };
}
