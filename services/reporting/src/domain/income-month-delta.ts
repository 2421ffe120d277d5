import { parseIsoDate } from '@tracker/contracts/rules/calendar';

/** What of a pay record the month totals depend on. */
export interface PayFacts {
  grossAmountCents: number;
  /** `YYYY-MM-DD`; the pay belongs to this date's calendar month. */
  payDate: string;
}

/** A change to one month's pay total. */
export interface IncomeMonthDelta {
  year: number;
  month: number;
  cents: number;
  count: number;
}

/**
 * The changes to the pay totals when a record goes from `before` to `after` (either may be absent:
 * reported, deleted). Changes to the same month are merged, months left unchanged are dropped, and
 * the rest come oldest first, so concurrent writers lock rows in the same order.
 */
export function incomeMonthDeltas(before: PayFacts | null, after: PayFacts | null): IncomeMonthDelta[] {
  const byMonth = new Map<number, IncomeMonthDelta>();
  const add = (facts: PayFacts, sign: 1 | -1) => {
    const { year, month } = parseIsoDate(facts.payDate);
    const key = year * 12 + month;
    const current = byMonth.get(key) ?? { year, month, cents: 0, count: 0 };
    byMonth.set(key, {
      ...current,
      cents: current.cents + sign * facts.grossAmountCents,
      count: current.count + sign,
    });
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return [...byMonth.entries()]
    .filter(([, delta]) => delta.cents !== 0 || delta.count !== 0)
    .sort(([a], [b]) => a - b)
    .map(([, delta]) => delta);
}
