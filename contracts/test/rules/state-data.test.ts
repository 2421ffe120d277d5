import { describe, expect, it } from 'vitest';
import { lastWordPerMonthAndSource, stateRecordOf } from '../../src/rules/state-data.js';

describe('a state record as a read model gives it back', () => {
  it('reads numbers a numeric column returned as text', () => {
    expect(stateRecordOf('wages', '58000', '12.50', null)).toEqual({
      source: 'wages',
      amountCents: 58_000,
      hours: 12.5,
      flag: null,
    });
  });

  it('keeps what is missing missing', () => {
    expect(stateRecordOf('snap', null, null, true)).toEqual({
      source: 'snap',
      amountCents: null,
      hours: null,
      flag: true,
    });
  });

  it('leaves out a source this build does not know', () => {
    expect(stateRecordOf('lottery', 100, null, null)).toBeNull();
  });
});

describe('the records a data match keeps', () => {
  it('keeps one per month and source, the last one named', () => {
    const records = [
      { month: '2027-01', source: 'wages', amountCents: 10 },
      { month: '2027-01', source: 'snap', amountCents: null },
      { month: '2027-01', source: 'wages', amountCents: 20 },
      { month: '2027-02', source: 'wages', amountCents: 30 },
    ];
    expect(lastWordPerMonthAndSource(records)).toEqual([
      { month: '2027-01', source: 'wages', amountCents: 20 },
      { month: '2027-01', source: 'snap', amountCents: null },
      { month: '2027-02', source: 'wages', amountCents: 30 },
    ]);
  });
});
