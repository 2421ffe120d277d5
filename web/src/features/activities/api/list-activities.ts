import { type ActivityType } from '@tracker/contracts/constants/activities';
import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants/timing';
import type { Activity } from '@tracker/contracts/http/activities';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiListPage, type ListPage } from '../../../lib/api-client';
import { ACTIVITIES_KEY } from './activity-keys';

// Every read here starts its key with ACTIVITIES_KEY, so a create, edit or delete refreshes them all.
// Lists refresh every 30 s while the tab is visible, so texted activities show up on their own.

export interface ActivityFilters {
  /** Text the description must contain; blank for all. */
  search: string;
  type: ActivityType | 'all';
}

/** The first page of the person's activities that match `filters`, `limit` to a page. */
export function activitiesPath(
  limit: number,
  { search, type }: ActivityFilters = { search: '', type: 'all' },
) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (type !== 'all') query.set('type', type);
  if (search.trim()) query.set('q', search.trim());
  return `/api/activities?${query.toString()}`;
}

/**
 * One page of the person's activities, newest first, with how many match in all and where the next
 * page is: `path` is a first page's (`activitiesPath`) or the one the server gave as next.
 */
export function listActivities(path: string): Promise<ListPage<Activity>> {
  return apiListPage<Activity>(path);
}

/** The signed-in person's latest `limit` activities, and how many they have in all. */
export function latestActivitiesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...ACTIVITIES_KEY, { limit }],
    queryFn: () => listActivities(activitiesPath(limit)),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useLatestActivities(limit: number) {
  return useQuery(latestActivitiesQueryOptions(limit));
}

/** Activities per page of the full list. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The person's activities matching `filters`, newest first, a page at a time. */
export function activityPagesQueryOptions(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: [...ACTIVITIES_KEY, 'pages', { search: filters.search.trim(), type: filters.type }],
    queryFn: ({ pageParam }) => listActivities(pageParam),
    initialPageParam: activitiesPath(ACTIVITY_PAGE_SIZE, filters),
    getNextPageParam: (last: ListPage<Activity>) => last.next ?? undefined,
    // While a new search loads, the previous results stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useActivityPages(filters: ActivityFilters) {
  return useInfiniteQuery(activityPagesQueryOptions(filters));
}
