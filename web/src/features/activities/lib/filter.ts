import type { ActivityType } from '@tracker/contracts/constants';
import type { Activity } from '@tracker/contracts/http/activities';
import { newestFirst } from '../../../components/activities/lib/activities';

export type TypeFilter = ActivityType | 'all';

/** The activities whose description contains the search text (any case) and whose type matches, newest first. */
export function filterActivities(
  activities: readonly Activity[],
  { search, type }: { search: string; type: TypeFilter },
): Activity[] {
  const needle = search.trim().toLocaleLowerCase();
  return newestFirst(
    activities.filter(
      (activity) =>
        (type === 'all' || activity.type === type) &&
        (needle === '' || activity.description.toLocaleLowerCase().includes(needle)),
    ),
  );
}
