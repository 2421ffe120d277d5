import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { formatYearMonth, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { ExemptionOfType } from '@tracker/contracts/rules/determination';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import type { Database } from '@tracker/kit/data/db';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import {
  ACCOUNT_COLUMNS,
  type AccountRow,
  APPROVED_EXEMPTIONS,
  exemptionsOf,
  monthsBefore,
  payBefore,
  payByMonth,
  personOf,
  stateRecordsByMonth,
  type StateRecordsColumn,
  stateRecordsIn,
} from './snapshot-parts.js';
import type { PersonTerms } from '../domain/month-determination.js';

/** What the dashboard figures and the reporting hours are computed from. */
export interface MonthSnapshot {
  /** Null until the account's identity event has arrived. */
  person: PersonTerms | null;
  /** The month's hours by type (types without hours left out). */
  hours: HoursByType;
  /** The same for the second month asked for; null when none was. */
  previousHours: HoursByType | null;
  /** Job-search activities logged in the month. */
  jobSearchActivities: number;
  /** Gross pay of the month, in cents. */
  incomeCents: number;
  /** Gross pay of each of the months asked for before it, most recent first (0 for a month without pay). */
  precedingIncomeCents: number[];
  /** The approved exemptions, whatever their dates (a person has a few at most), with their types. */
  exemptions: ExemptionOfType[];
  /** What the state's data says of the month, by source. */
  stateRecords: StateRecord[];
}

interface SnapshotRow extends AccountRow {
  job_search_activities: number;
  income_cents: number;
  /** `[year, month, cents]` per month with pay before the month, within the months asked for; null when none. */
  preceding_income: Array<[number, number, number]> | null;
  state_records: StateRecordsColumn;
  [hoursColumn: string]: unknown;
}

// Column names of the hours, per type, worked out once; the types are the catalogue's constants.
const currentColumns = ACTIVITY_TYPES.map((type) => `hours_${type}`);
const previousColumns = ACTIVITY_TYPES.map((type) => `previous_hours_${type}`);
const hoursColumns = (columns: readonly string[], year: string, month: string) =>
  ACTIVITY_TYPES.map(
    (type, i) =>
      `sum(hours) filter (where year = ${year} and month = ${month} and type = '${type}')::float8 as ${columns[i]}`,
  ).join(',\n           ');

/**
 * One statement for the account, the hours by type of one month (and, optionally, of a second one),
 * its job-search activities, its pay and the pay of the months before it that are asked for (a
 * seasonal worker's average), the approved exemptions with their types, and the state's records of
 * the month ($8, the month as `YYYY-MM`). The totals are a handful
 * of rows whatever the number of records; an aggregate without `group by` always gives its one row, so
 * a person without an account row or totals still gets an answer. float8 and text casts make
 * node-postgres hand over numbers and ISO dates as they are; the second month's parameters are null
 * when it is not asked for, and the first month of pay ($6, $7) is the month itself when no earlier
 * pay is asked for.
 */
export const monthSnapshotStatement = preparedQuery<SnapshotRow>(
  'reporting_month_snapshot',
  `select ${ACCOUNT_COLUMNS},
         ${[...currentColumns, ...previousColumns].map((column) => `t.${column}`).join(', ')},
         t.job_search_activities,
         p.income_cents,
         p.preceding_income,
         s.state_records
    from (select ${hoursColumns(currentColumns, '$2', '$3')},
           ${hoursColumns(previousColumns, '$4', '$5')},
           coalesce(sum(count) filter (where year = $2 and month = $3 and type = 'job_search'), 0)::integer
             as job_search_activities
            from month_totals
           where user_id = $1 and ((year = $2 and month = $3) or (year = $4 and month = $5))) t
   cross join (select coalesce(sum(gross_cents) filter (where year = $2 and month = $3), 0)::float8 as income_cents,
                      json_agg(json_build_array(year, month, gross_cents::float8))
                        filter (where (year, month) < ($2, $3)) as preceding_income
                 from income_month_totals
                where user_id = $1 and (year, month) >= ($6, $7) and (year, month) <= ($2, $3)) p
   cross join ${APPROVED_EXEMPTIONS}
   cross join ${stateRecordsIn('$8', '$8')}
    left join users u on u.id = $1`,
);

function hoursIn(row: SnapshotRow, columns: readonly string[]): HoursByType {
  const hours: HoursByType = {};
  for (let i = 0; i < ACTIVITY_TYPES.length; i++) {
    const value = row[columns[i] as string];
    if (typeof value === 'number') hours[ACTIVITY_TYPES[i] as (typeof ACTIVITY_TYPES)[number]] = value;
  }
  return hours;
}

/**
 * The account, the hours, job-search activities and pay of `month` (and the hours of `previousMonth`
 * when given), the pay of the `precedingPayMonths` months before `month`, the approved exemptions and
 * the state's records of `month`, in one prepared statement: the same work whether the person logged ten activities or ten thousand.
 */
export async function readMonthSnapshot(
  db: Database,
  userId: string,
  month: YearMonth,
  previousMonth?: YearMonth,
  precedingPayMonths = 0,
): Promise<MonthSnapshot> {
  const firstPayMonth = monthsBefore(month, precedingPayMonths);
  const [row] = await monthSnapshotStatement.run(db, [
    userId,
    month.year,
    month.month,
    previousMonth?.year ?? null,
    previousMonth?.month ?? null,
    firstPayMonth.year,
    firstPayMonth.month,
    formatYearMonth(month),
  ]);
  if (!row) throw new Error('The month snapshot statement returned no row');
  return {
    person: personOf(row),
    hours: hoursIn(row, currentColumns),
    previousHours: previousMonth ? hoursIn(row, previousColumns) : null,
    jobSearchActivities: row.job_search_activities,
    incomeCents: row.income_cents,
    precedingIncomeCents: payBefore(payByMonth(row.preceding_income), month, precedingPayMonths),
    exemptions: exemptionsOf(row),
    stateRecords: stateRecordsByMonth(row.state_records).get(formatYearMonth(month)) ?? [],
  };
}
