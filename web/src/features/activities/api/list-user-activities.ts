import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants/timing';
import type { ListUserActivitiesResponse } from '@tracker/contracts/http/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One user's activity log, read by an administrator. */
export function listUserActivities(userId: string): Promise<ListUserActivitiesResponse> {
  return apiRequest<ListUserActivitiesResponse>(
    'GET',
    `/api/admin/user/${encodeURIComponent(userId)}/activities`,
  );
}

export function userActivitiesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/admin/user', userId, 'activities'] as const,
    queryFn: () => listUserActivities(userId),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useUserActivities(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...userActivitiesQueryOptions(userId), enabled });
}
