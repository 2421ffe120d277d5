// What a state already holds about a person-month (wage records, SNAP and TANF status, claims, school
// enrollment), imported as data-match rows. The law asks the state to use it before asking the person
// (ex parte), so a matched row feeds the same determination as what the person logged.

export const STATE_DATA_SOURCES = [
  'wages',
  'unemployment',
  'snap',
  'tanf',
  'claims',
  'va',
  'school',
  'other',
] as const;
export type StateDataSource = (typeof STATE_DATA_SOURCES)[number];

/**
 * One source's record of one person-month. `amountCents` is pay (wages) or a benefit amount;
 * `hours` is hours worked (wages, a work program) or, for `school`, credit hours below half time;
 * `flag` is the source's yes/no (SNAP or TANF work-requirement compliance, a claims frailty or
 * pregnancy flag, VA total disability, school enrollment at least half time).
 */
export interface StateRecord {
  source: StateDataSource;
  amountCents: number | null;
  hours: number | null;
  flag: boolean | null;
}

/** Who decided a month: what the person logged or reported (or asked for), or one of the state's sources. */
export const DECIDING_SOURCES = ['enrollee', ...STATE_DATA_SOURCES] as const;
export type DecidingSource = (typeof DECIDING_SOURCES)[number];

const sources: ReadonlySet<string> = new Set(STATE_DATA_SOURCES);

/** Whether `value` names a source this build knows. */
export function isStateDataSource(value: string): value is StateDataSource {
  return sources.has(value);
}

/**
 * A record as a read model gives it back (a numeric column may come back as text): null for a source
 * this build does not know, so a newer producer's source is left out of every determination alike.
 */
export function stateRecordOf(
  source: string,
  amountCents: number | string | null,
  hours: number | string | null,
  flag: boolean | null,
): StateRecord | null {
  if (!isStateDataSource(source)) return null;
  return {
    source,
    amountCents: amountCents === null ? null : Number(amountCents),
    hours: hours === null ? null : Number(hours),
    flag,
  };
}

/**
 * The records a data match brings, one per month and source: a file naming one twice keeps its last
 * word, as a later import would.
 */
export function lastWordPerMonthAndSource<T extends { month: string; source: string }>(
  records: readonly T[],
): T[] {
  const bySlot = new Map<string, T>();
  for (const record of records) bySlot.set(`${record.month} ${record.source}`, record);
  return [...bySlot.values()];
}
