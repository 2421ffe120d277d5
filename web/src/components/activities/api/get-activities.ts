import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants';
import type { ListActivitiesResponse } from '@tracker/contracts/http/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACTIVITIES_KEY } from './activity-keys';

/** The signed-in person's activities. */
export function getActivities(): Promise<ListActivitiesResponse> {
  return apiRequest<ListActivitiesResponse>('GET', '/api/activities');
}

/** Kept fresh every 30 s while the tab is visible, so texted activities show up on their own. */
export function activitiesQueryOptions() {
  return queryOptions({
    queryKey: ACTIVITIES_KEY,
    queryFn: getActivities,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions());
}
