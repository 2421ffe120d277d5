import { describe, expect, it } from 'vitest';
import { type ActivityFacts, monthDeltas } from '../../src/domain/month-delta.js';

const work: ActivityFacts = { type: 'employment', hours: 4, date: '2026-11-10' };

describe('month deltas', () => {
  it('adds a logged activity to its month and type', () => {
    expect(monthDeltas(null, work)).toEqual([
      { year: 2026, month: 11, type: 'employment', hours: 4, count: 1 },
    ]);
  });

  it('takes a deleted activity off', () => {
    expect(monthDeltas(work, null)).toEqual([
      { year: 2026, month: 11, type: 'employment', hours: -4, count: -1 },
    ]);
  });

  it('merges an edit within the same month and type into one change of hours', () => {
    expect(monthDeltas(work, { ...work, hours: 6.5, date: '2026-11-30' })).toEqual([
      { year: 2026, month: 11, type: 'employment', hours: 2.5, count: 0 },
    ]);
  });

  it('moves the hours when the type changes', () => {
    expect(monthDeltas(work, { ...work, type: 'training' })).toEqual([
      { year: 2026, month: 11, type: 'employment', hours: -4, count: -1 },
      { year: 2026, month: 11, type: 'training', hours: 4, count: 1 },
    ]);
  });

  it('moves the hours when the month changes, across a year end too', () => {
    expect(monthDeltas({ ...work, date: '2026-12-31' }, { ...work, date: '2027-01-01', hours: 3 })).toEqual([
      { year: 2026, month: 12, type: 'employment', hours: -4, count: -1 },
      { year: 2027, month: 1, type: 'employment', hours: 3, count: 1 },
    ]);
  });

  it('changes nothing when only the description or the day within the month changes', () => {
    expect(monthDeltas(work, { ...work, date: '2026-11-02' })).toEqual([]);
  });

  it('orders rows the same way whichever way the activity moves', () => {
    const keys = (deltas: ReturnType<typeof monthDeltas>) =>
      deltas.map((d) => `${d.year}-${d.month}-${d.type}`);
    const forward = monthDeltas(
      { ...work, type: 'volunteer' },
      { ...work, type: 'employment', date: '2026-10-01' },
    );
    const back = monthDeltas(
      { ...work, type: 'employment', date: '2026-10-01' },
      { ...work, type: 'volunteer' },
    );
    expect(keys(forward)).toEqual(keys(back));
  });
});
