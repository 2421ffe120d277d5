import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants/timing';
import type { ListNotificationsResponse } from '@tracker/contracts/http/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** The newest `limit` notifications, read or not, and how many are unread in all. */
export function listNotifications(limit: number): Promise<ListNotificationsResponse> {
  return apiRequest<ListNotificationsResponse>('GET', `${NOTIFICATIONS_KEY[0]}?limit=${limit}`);
}

// Refreshed every 30 s while the tab is visible, like the activity list, so a texted activity's
// confirmation or a reviewer's decision shows up without a reload.
export function notificationsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { limit }] as const,
    queryFn: () => listNotifications(limit),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotifications(limit: number) {
  return useQuery(notificationsQueryOptions(limit));
}
