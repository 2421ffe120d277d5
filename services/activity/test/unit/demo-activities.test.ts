import { describe, expect, it } from 'vitest';
import { demoActivities } from '../../src/domain/demo-activities.js';

describe('demo activities', () => {
  it('fill the previous month and this month up to today, never later', () => {
    const samples = demoActivities(new Date('2026-11-10T12:00:00Z'));
    expect(samples.filter((s) => s.date.startsWith('2026-10'))).toHaveLength(4);
    expect(samples.filter((s) => s.date.startsWith('2026-11')).map((s) => s.date)).toEqual([
      '2026-11-01',
      '2026-11-04',
      '2026-11-09',
    ]);
    expect(samples.every((s) => s.date <= '2026-11-10')).toBe(true);
  });

  it('reach back into December of the year before in January', () => {
    const samples = demoActivities(new Date('2027-01-01T08:00:00Z'));
    expect(samples.map((s) => s.date)).toEqual([
      '2026-12-03',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2027-01-01',
    ]);
  });

  it('give the previous month the default 20 hours, so the sample shows a month that was met', () => {
    const october = demoActivities(new Date('2026-11-30T00:00:00Z')).filter((s) =>
      s.date.startsWith('2026-10'),
    );
    expect(october.reduce((sum, s) => sum + s.hours, 0)).toBeGreaterThanOrEqual(20);
  });
});
