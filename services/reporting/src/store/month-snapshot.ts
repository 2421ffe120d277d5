import { ACTIVITY_TYPES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tracker/contracts/constants';
import type { YearMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import type { ExemptionTerms } from '@tracker/contracts/rules/exemption-terms';
import type { Database } from '@tracker/kit/db';
import { preparedQuery } from '@tracker/kit/prepared-query';

/** What the figures need of the account. */
export interface PersonTerms {
  /** `YYYY-MM-DD`, or null when not given. */
  birthdate: string | null;
  requiredMonthlyHours: number;
  preferredLanguage: Language;
}

/** What the dashboard figures and the reporting hours are computed from. */
export interface MonthSnapshot {
  /** Null until the account's identity event has arrived. */
  person: PersonTerms | null;
  /** The month's hours by type (types without hours left out). */
  hours: HoursByType;
  /** The same for the second month asked for; null when none was. */
  previousHours: HoursByType | null;
  /** The approved exemptions, whatever their dates (a person has a few at most). */
  exemptions: ExemptionTerms[];
}

interface SnapshotRow {
  /** Null exactly when there is no account row (the column is not null in the table). */
  required_monthly_hours: number | null;
  birthdate: string | null;
  preferred_language: string | null;
  /** `[effective, expiration, permanent]` per approved exemption; null when there is none. */
  exemptions: Array<[string | null, string | null, boolean]> | null;
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
 * One statement for the account, the hours by type of one month (and, optionally, of a second one) and
 * the approved exemptions. The totals are a handful of rows whatever the number of activities; an
 * aggregate without `group by` always gives its one row, so a person without an account row or totals
 * still gets an answer. float8 and text casts make node-postgres hand over numbers and ISO dates as
 * they are; the second month's parameters are null when it is not asked for.
 */
export const monthSnapshotStatement = preparedQuery<SnapshotRow>(
  'reporting_month_snapshot',
  `select u.required_monthly_hours::float8 as required_monthly_hours,
         u.birthdate::text as birthdate,
         u.preferred_language,
         e.exemptions,
         ${[...currentColumns, ...previousColumns].map((column) => `t.${column}`).join(', ')}
    from (select ${hoursColumns(currentColumns, '$2', '$3')},
           ${hoursColumns(previousColumns, '$4', '$5')}
            from month_totals
           where user_id = $1 and ((year = $2 and month = $3) or (year = $4 and month = $5))) t
   cross join (select json_agg(json_build_array(effective_date::text, expiration_date::text, is_permanent)
                               order by effective_date, id) as exemptions
                 from exemptions
                where user_id = $1 and status = 'approved') e
    left join users u on u.id = $1`,
);

const languages: ReadonlySet<string> = new Set(LANGUAGES);

function hoursIn(row: SnapshotRow, columns: readonly string[]): HoursByType {
  const hours: HoursByType = {};
  for (let i = 0; i < ACTIVITY_TYPES.length; i++) {
    const value = row[columns[i] as string];
    if (typeof value === 'number') hours[ACTIVITY_TYPES[i] as (typeof ACTIVITY_TYPES)[number]] = value;
  }
  return hours;
}

/**
 * The account, the hours of `month` (and of `previousMonth` when given) and the approved exemptions,
 * in one prepared statement: the same work whether the person logged ten activities or ten thousand.
 */
export async function readMonthSnapshot(
  db: Database,
  userId: string,
  month: YearMonth,
  previousMonth?: YearMonth,
): Promise<MonthSnapshot> {
  const [row] = await monthSnapshotStatement.run(db, [
    userId,
    month.year,
    month.month,
    previousMonth?.year ?? null,
    previousMonth?.month ?? null,
  ]);
  if (!row) throw new Error('The month snapshot statement returned no row');
  return {
    person:
      row.required_monthly_hours === null
        ? null
        : {
            birthdate: row.birthdate,
            requiredMonthlyHours: row.required_monthly_hours,
            preferredLanguage:
              row.preferred_language !== null && languages.has(row.preferred_language)
                ? (row.preferred_language as Language)
                : DEFAULT_LANGUAGE,
          },
    hours: hoursIn(row, currentColumns),
    previousHours: previousMonth ? hoursIn(row, previousColumns) : null,
    exemptions: (row.exemptions ?? []).map(([effectiveDate, expirationDate, isPermanent]) => ({
      status: 'approved',
      effectiveDate,
      expirationDate,
      isPermanent,
    })),
  };
}
