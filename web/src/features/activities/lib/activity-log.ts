import type { Activity } from '@tracker/contracts/http/activities';

export const SORT_COLUMNS = ['date', 'type', 'hours', 'description', 'createdAt'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export interface Sort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

/** The log opens with the most recent activity first. */
export const DEFAULT_SORT: Sort = { column: 'date', direction: 'descending' };

/** A newly picked column starts ascending; picking the sorted column again reverses it. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

function compare(
  a: Activity,
  b: Activity,
  column: SortColumn,
  typeLabel: (type: Activity['type']) => string,
): number {
  switch (column) {
    case 'hours':
      return a.hours - b.hours;
    case 'type':
      return typeLabel(a.type).localeCompare(typeLabel(b.type));
    case 'description':
      return a.description.localeCompare(b.description, undefined, { sensitivity: 'base' });
    case 'date':
      return a.date.localeCompare(b.date);
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/** Sorted by the column; ties fall back to when the activity was logged, in the same direction. */
export function sortActivities(
  activities: readonly Activity[],
  sort: Sort,
  typeLabel: (type: Activity['type']) => string = (type) => type,
): Activity[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...activities].sort(
    (a, b) => sign * (compare(a, b, sort.column, typeLabel) || a.createdAt.localeCompare(b.createdAt)),
  );
}

export interface ActivityTotals {
  count: number;
  hours: number;
  /** Hours per activity; 0 when there are none. */
  average: number;
}

export function totalsOf(activities: readonly Activity[]): ActivityTotals {
  const hours = activities.reduce((sum, activity) => sum + activity.hours, 0);
  return { count: activities.length, hours, average: activities.length ? hours / activities.length : 0 };
}
