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
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import type { Knex } from 'knex';
import type { ApprovedExemption } from './exemptions.js';
import type { MonthRecords } from './month-records.js';
import { stateRecordsColumn, stateRecordsOf } from './state-records.js';
import { toRecord, type UserRecord, userColumnsSql, type UserRow } from './users.js';

// What a month's determination reads for one person, as columns a single statement selects: the
// confirmation of a texted activity reads them in the statement that keeps the activity, and the
// STATUS answer and a pay confirmation in one statement of their own. The parameters are named by
// position by the statement that includes these columns.

/** The parameters the columns read, in the order `monthFactsValues` gives them. */
export interface MonthFactsParams {
  /** `$n` of the user's id. */
  user: string;
  /** `$n` of the month's first and last day, and the first day pay is read from. */
  first: string;
  last: string;
  firstPay: string;
  /** `$n` of an activity to leave out (the one being kept, added by the caller), or of null. */
  except: string;
}

/** The columns `other_hours`, `job_search_activities`, `pay`, `exemptions` and `state_records`. */
export function monthFactsColumns(p: MonthFactsParams): string {
  const inMonth = `user_id = ${p.user} and date between ${p.first}::date and ${p.last}::date
                   and (${p.except}::uuid is null or id <> ${p.except}::uuid)`;
  return `(select coalesce(json_object_agg(h.type, h.hours), '{}'::json)
             from (select type, sum(hours)::float8 as hours from activities where ${inMonth}
                    group by type) as h) as other_hours,
          (select count(*)::integer from activities where ${inMonth} and type = 'job_search')
            as job_search_activities,
          (select coalesce(json_object_agg(m.month, m.cents), '{}'::json)
             from (select to_char(pay_date, 'YYYY-MM') as month, sum(gross_amount_cents)::float8 as cents
                     from income_records
                    where user_id = ${p.user} and pay_date between ${p.firstPay}::date and ${p.last}::date
                    group by 1) as m) as pay,
          (select coalesce(json_agg(json_build_object(
                    'id', x.id, 'typeName', x.type_name, 'status', x.status, 'typeCode', c.type_code,
                    'effectiveDate', x.effective_date::text, 'expirationDate', x.expiration_date::text,
                    'isPermanent', x.is_permanent) order by x.id), '[]'::json)
             from exemptions x left join exemption_type_codes c on c.exemption_id = x.id
            where x.user_id = ${p.user} and x.status = 'approved') as exemptions,
          ${stateRecordsColumn(p.user, p.first)}`;
}

/** The months whose pay a determination of `month` reads, newest first. */
function payMonths(month: YearMonth, precedingMonths: number): YearMonth[] {
  const months = [month];
  for (let i = 0; i < precedingMonths; i++) months.push(previousMonth(months.at(-1) as YearMonth));
  return months;
}

/** The values of `first`, `last` and `firstPay`, in that order. */
export function monthFactsDays(month: YearMonth, precedingMonths: number): [string, string, string] {
  return [
    formatIsoDate(firstDayOf(month)),
    formatIsoDate(lastDayOf(month)),
    formatIsoDate(firstDayOf(payMonths(month, precedingMonths).at(-1) as YearMonth)),
  ];
}

export interface MonthFactsRow {
  other_hours: unknown;
  job_search_activities: number;
  pay: unknown;
  exemptions: unknown;
  state_records: unknown;
}

function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The month's records and the approved exemptions from the columns (without a left-out activity). */
export function monthFactsOf(
  row: MonthFactsRow,
  userId: string,
  month: YearMonth,
  precedingMonths: number,
): { records: MonthRecords; exemptions: ApprovedExemption[] } {
  const hoursByType: HoursByType = {};
  for (const [type, hours] of Object.entries(json<Record<string, number>>(row.other_hours))) {
    hoursByType[type as ActivityType] = Number(hours);
  }
  const pay = json<Record<string, number>>(row.pay);
  const [own = month, ...before] = payMonths(month, precedingMonths);
  return {
    records: {
      hoursByType,
      jobSearchActivities: Number(row.job_search_activities),
      incomeCents: Number(pay[formatYearMonth(own)] ?? 0),
      precedingIncomeCents: before.map((each) => Number(pay[formatYearMonth(each)] ?? 0)),
      stateRecords: stateRecordsOf(row.state_records),
    },
    exemptions: json<Array<Omit<ApprovedExemption, 'userId'>>>(row.exemptions).map((exemption) => ({
      ...exemption,
      userId,
    })),
  };
}

type PersonMonthRow = Partial<UserRow> & MonthFactsRow;

// $1 the user, $2 and $3 the month's first and last day, $4 the first day pay is read from.
const personMonth = preparedQuery<PersonMonthRow>(
  'notification_person_month',
  `select ${monthFactsColumns({ user: '$1', first: '$2', last: '$3', firstPay: '$4', except: 'null' })},
          u.*
     from (select 1) one
     left join lateral (select ${userColumnsSql} from users where id = $1) u on true`,
);

/** The account and what the determination of `month` needs, in one statement. */
export async function readPersonMonth(
  db: Knex,
  userId: string,
  month: YearMonth,
  precedingPayMonths: number,
): Promise<{ user: UserRecord | null; records: MonthRecords; exemptions: ApprovedExemption[] }> {
  const [row] = await personMonth.run(db, [userId, ...monthFactsDays(month, precedingPayMonths)]);
  if (row === undefined) throw new Error('The person month statement returned no row');
  return {
    user: typeof row.id === 'string' ? toRecord(row as UserRow) : null,
    ...monthFactsOf(row, userId, month, precedingPayMonths),
  };
}
