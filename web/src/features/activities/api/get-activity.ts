import type { GetActivityResponse } from '@tracker/contracts/http/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACTIVITIES_KEY } from './activity-keys';

export function getActivity(id: string): Promise<GetActivityResponse> {
  return apiRequest<GetActivityResponse>('GET', `/api/activities/${encodeURIComponent(id)}`);
}

/** Keyed under the list's key, so whatever refreshes the list refreshes an open activity too. */
export function activityQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ACTIVITIES_KEY, id] as const,
    queryFn: () => getActivity(id),
  });
}

export function useActivity(id: string) {
  return useQuery(activityQueryOptions(id));
}
