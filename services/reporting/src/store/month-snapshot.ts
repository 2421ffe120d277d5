import type { Knex } from 'knex';
import type { YearMonth } from '@tracker/contracts/rules/calendar';
import { approvedExemptions, type ExemptionRecord } from './exemptions.js';
import { type MonthTotal, monthTotals } from './month-totals.js';
import { findUser, type UserRecord } from './users.js';

/** What the dashboard figures are computed from. */
export interface MonthSnapshot {
  /** Null until the account's identity event has arrived. */
  user: UserRecord | null;
  totals: MonthTotal[];
  exemptions: ExemptionRecord[];
}

/**
 * The account, the month totals of `months` and the approved exemptions: three small queries, the
 * same ones whether the person logged ten activities or ten thousand.
 */
export async function readMonthSnapshot(
  db: Knex,
  userId: string,
  months: readonly YearMonth[],
): Promise<MonthSnapshot> {
  const [user, totals, exemptions] = await Promise.all([
    findUser(db, userId),
    monthTotals(db, userId, months),
    approvedExemptions(db, userId),
  ]);
  return { user, totals, exemptions };
}
