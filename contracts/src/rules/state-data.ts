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
