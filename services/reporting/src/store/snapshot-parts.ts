import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tracker/contracts/constants/accounts';
import type { YearMonth } from '@tracker/contracts/rules/calendar';
import type { ExemptionOfType } from '@tracker/contracts/rules/determination';
import { type StateRecord, stateRecordOf } from '@tracker/contracts/rules/state-data';
import type { PersonTerms } from '../domain/month-determination.js';

// What the one-statement reads of a person's months share: the account's columns, the approved
// exemptions and the state's records as one JSON value each, and pay by month.

/** The account's columns and the exemptions, as `ACCOUNT_COLUMNS` and `APPROVED_EXEMPTIONS` give them. */
export interface AccountRow {
  /** Null exactly when there is no account row (the column is not null in the table). */
  required_monthly_hours: number | null;
  birthdate: string | null;
  preferred_language: string | null;
  seasonal_worker: boolean | null;
  /** `[effective, expiration, permanent, type code, type name]` per approved exemption; null when there is none. */
  exemptions: Array<[string | null, string | null, boolean, string | null, string]> | null;
}

/** The account's columns, from `users u` (left-joined on the person's id, so absent until known). */
export const ACCOUNT_COLUMNS = `u.required_monthly_hours::float8 as required_monthly_hours,
         u.birthdate::text as birthdate,
         u.preferred_language,
         u.seasonal_worker,
         e.exemptions`;

/** A subselect `e` of the approved exemptions of the person `$1`, whatever their dates (a few at most). */
export const APPROVED_EXEMPTIONS = `(select json_agg(json_build_array(effective_date::text, expiration_date::text, is_permanent,
                                                type_code, type_name)
                               order by effective_date, id) as exemptions
                 from exemptions
                where user_id = $1 and status = 'approved') e`;

/** `[month, source, amount cents, hours, flag]` per state record, as `stateRecordsIn` gives them; null when there is none. */
export type StateRecordsColumn = Array<[string, string, number | null, number | null, boolean | null]> | null;

/**
 * A subselect `s` of the state's records of the person `$1` for the months from `from` to `to`
 * (parameters holding `YYYY-MM`, which sorts as the months do): a few rows a month at most.
 */
export function stateRecordsIn(from: string, to: string): string {
  return `(select json_agg(json_build_array(month, source, amount_cents::float8, hours::float8, flag)
                               order by month, source) as state_records
                 from state_records
                where user_id = $1 and month >= ${from} and month <= ${to}) s`;
}

const languages: ReadonlySet<string> = new Set(LANGUAGES);

/** The state's records by month (`YYYY-MM`); a source this build does not know is left out. */
export function stateRecordsByMonth(column: StateRecordsColumn): Map<string, StateRecord[]> {
  const byMonth = new Map<string, StateRecord[]>();
  for (const [month, source, amountCents, hours, flag] of column ?? []) {
    const record = stateRecordOf(source, amountCents, hours, flag);
    if (record === null) continue;
    const list = byMonth.get(month) ?? [];
    list.push(record);
    byMonth.set(month, list);
  }
  return byMonth;
}

/** The account's terms; null until its identity event has arrived. */
export function personOf(row: AccountRow): PersonTerms | null {
  if (row.required_monthly_hours === null) return null;
  return {
    birthdate: row.birthdate,
    requiredMonthlyHours: row.required_monthly_hours,
    preferredLanguage:
      row.preferred_language !== null && languages.has(row.preferred_language)
        ? (row.preferred_language as Language)
        : DEFAULT_LANGUAGE,
    seasonalWorker: row.seasonal_worker === true,
  };
}

export function exemptionsOf(row: AccountRow): ExemptionOfType[] {
  return (row.exemptions ?? []).map(([effectiveDate, expirationDate, isPermanent, typeCode, name]) => ({
    status: 'approved',
    effectiveDate,
    expirationDate,
    isPermanent,
    typeCode,
    name,
  }));
}

/** A month as one number, for maps keyed by month. */
export function monthIndex(month: YearMonth): number {
  return month.year * 12 + month.month - 1;
}

/** Pay by month from `[year, month, cents]` rows. */
export function payByMonth(rows: ReadonlyArray<[number, number, number]> | null): Map<number, number> {
  const byMonth = new Map<number, number>();
  for (const [year, month, cents] of rows ?? []) byMonth.set(monthIndex({ year, month }), cents);
  return byMonth;
}

/** The pay of the `count` months before `month`, most recent first (0 for a month without pay). */
export function payBefore(pay: ReadonlyMap<number, number>, month: YearMonth, count: number): number[] {
  const index = monthIndex(month);
  return Array.from({ length: count }, (_, i) => pay.get(index - 1 - i) ?? 0);
}

/** The month `monthIndex` gave `index` for. */
export function monthAt(index: number): YearMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month `count` months before `month`. */
export function monthsBefore(month: YearMonth, count: number): YearMonth {
  return monthAt(monthIndex(month) - count);
}
