import { describe, expect, it } from 'vitest';
import {
  dashboardWarnings,
  deadlineIsNear,
  nineteenthBirthday,
  upcomingAdultStatus,
} from '../../src/features/dashboard/lib/warnings';
import { makeStats } from '../activities/support';

describe('dashboard warnings', () => {
  it('warns about the deadline at 7 days or fewer, not at 8, and not once the requirement is met', () => {
    expect(deadlineIsNear({ daysUntilDeadline: 7, isCompliant: false })).toBe(true);
    expect(deadlineIsNear({ daysUntilDeadline: 0, isCompliant: false })).toBe(true);
    expect(deadlineIsNear({ daysUntilDeadline: 8, isCompliant: false })).toBe(false);
    expect(deadlineIsNear({ daysUntilDeadline: 3, isCompliant: true })).toBe(false);
  });

  it('judges the deadline by the month determination where the server gives one', () => {
    // Met by pay while the spec's hours are short: nothing is due, so no warning.
    expect(deadlineIsNear({ daysUntilDeadline: 3, isCompliant: false, determination: 'met' })).toBe(false);
    expect(deadlineIsNear({ daysUntilDeadline: 3, isCompliant: false, determination: 'exempt' })).toBe(false);
    expect(deadlineIsNear({ daysUntilDeadline: 3, isCompliant: true, determination: 'not_met' })).toBe(true);
  });

  it('counts the hours left by the next step, which leaves out hours that do not count', () => {
    const stats = {
      ...makeStats({ daysUntilDeadline: 5, isCompliant: false, currentHours: 30, requiredHours: 80 }),
      determination: 'not_met' as const,
      nextStep: {
        kind: 'log_more' as const,
        hours: 80,
        incomeCents: 58000,
        jobSearchActivities: 0,
        by: '2025-04-15',
      },
    };
    const [deadline] = dashboardWarnings(
      stats as Parameters<typeof dashboardWarnings>[0],
      null,
      '2025-03-26',
    );
    expect(deadline).toEqual({ kind: 'deadline', days: 5, hoursLeft: 80 });
  });

  it('finds the 19th birthday, 29 February moving to 1 March', () => {
    expect(nineteenthBirthday('2006-07-15')).toBe('2025-07-15');
    expect(nineteenthBirthday('2008-02-29')).toBe('2027-03-01');
  });

  it('warns an under-19 within 90 days of the 19th birthday', () => {
    const today = '2025-03-01';
    expect(upcomingAdultStatus('2006-03-02', today)).toBe('2025-03-02');
    expect(upcomingAdultStatus('2006-05-30', today)).toBe('2025-05-30'); // 90 days
    expect(upcomingAdultStatus('2006-05-31', today)).toBeNull(); // 91 days
    expect(upcomingAdultStatus('2006-03-01', today)).toBeNull(); // 19 today: no longer under 19
    expect(upcomingAdultStatus('1990-01-01', today)).toBeNull();
    expect(upcomingAdultStatus(null, today)).toBeNull();
  });

  it('lists the deadline first, with the hours still missing', () => {
    expect(
      dashboardWarnings(
        makeStats({ daysUntilDeadline: 5, currentHours: 15.5, requiredHours: 20 }),
        '2006-04-01',
        '2025-03-01',
      ),
    ).toEqual([
      { kind: 'deadline', days: 5, hoursLeft: 4.5 },
      { kind: 'adult-status', birthday: '2025-04-01' },
    ]);
    expect(dashboardWarnings(undefined, null, '2025-03-01')).toEqual([]);
  });
});
