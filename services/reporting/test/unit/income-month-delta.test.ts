import { describe, expect, it } from 'vitest';
import { incomeMonthDeltas, type PayFacts } from '../../src/domain/income-month-delta.js';

const paycheque: PayFacts = { grossAmountCents: 62_000, payDate: '2026-11-13' };

describe('pay month deltas', () => {
  it('adds reported pay to the month of its pay date', () => {
    expect(incomeMonthDeltas(null, paycheque)).toEqual([{ year: 2026, month: 11, cents: 62_000, count: 1 }]);
  });

  it('takes deleted pay off', () => {
    expect(incomeMonthDeltas(paycheque, null)).toEqual([
      { year: 2026, month: 11, cents: -62_000, count: -1 },
    ]);
  });

  it('merges an edit within the month into one change of amount', () => {
    expect(incomeMonthDeltas(paycheque, { grossAmountCents: 58_050, payDate: '2026-11-30' })).toEqual([
      { year: 2026, month: 11, cents: -3_950, count: 0 },
    ]);
  });

  it('moves the pay when the pay date moves to another month, across a year end too, oldest first', () => {
    expect(
      incomeMonthDeltas(
        { grossAmountCents: 10_000, payDate: '2027-01-02' },
        { ...paycheque, payDate: '2026-12-31' },
      ),
    ).toEqual([
      { year: 2026, month: 12, cents: 62_000, count: 1 },
      { year: 2027, month: 1, cents: -10_000, count: -1 },
    ]);
  });

  it('changes nothing when only the day within the month changes', () => {
    expect(incomeMonthDeltas(paycheque, { ...paycheque, payDate: '2026-11-01' })).toEqual([]);
  });
});
