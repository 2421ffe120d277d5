import type { ActivityType } from '@tracker/contracts/constants/activities';

export interface DemoActivity {
  type: ActivityType;
  hours: number;
  date: string;
  description: string;
}

const PREVIOUS_MONTH: ReadonlyArray<Omit<DemoActivity, 'date'> & { day: number }> = [
  { day: 3, type: 'job_search', hours: 2, description: 'Applied to three warehouse positions online' },
  { day: 8, type: 'employment', hours: 8, description: 'Shift at the grocery store' },
  { day: 15, type: 'training', hours: 6, description: 'Forklift safety class at the community college' },
  { day: 22, type: 'volunteer', hours: 5, description: 'Food bank sorting' },
];

const CURRENT_MONTH: ReadonlyArray<Omit<DemoActivity, 'date'> & { day: number }> = [
  { day: 1, type: 'job_search', hours: 1.5, description: 'Job fair at the library' },
  { day: 4, type: 'employment', hours: 4, description: 'Stocked shelves' },
  { day: 9, type: 'training', hours: 3, description: 'Resume workshop' },
  { day: 13, type: 'volunteer', hours: 2.5, description: 'Helped at the school book sale' },
];

function isoDate(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * Sample activities for the `demo` enrollee: a complete previous month and this month's first
 * weeks, never dated after `today`, so the dashboard has something true to show.
 */
export function demoActivities(today: Date): DemoActivity[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const previous = PREVIOUS_MONTH.map(({ day, ...rest }) => ({
    ...rest,
    date: isoDate(year, month - 1, day),
  }));
  const current = CURRENT_MONTH.filter(({ day }) => day <= today.getUTCDate()).map(({ day, ...rest }) => ({
    ...rest,
    date: isoDate(year, month, day),
  }));
  return [...previous, ...current];
}
