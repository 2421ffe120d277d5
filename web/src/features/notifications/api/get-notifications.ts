import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants';
import type { ListNotificationsResponse } from '@tracker/contracts/http/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** The most the server lists in one answer; older notifications are not shown. */
export const NOTIFICATIONS_LIMIT = 100;

/** The newest notifications, read or not, and how many are unread in all. */
export function getNotifications(): Promise<ListNotificationsResponse> {
  return apiRequest<ListNotificationsResponse>('GET', `${NOTIFICATIONS_KEY[0]}?limit=${NOTIFICATIONS_LIMIT}`);
}

// Refreshed every 30 s while the tab is visible, like the activity list, so news shows up on its own.
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { limit: NOTIFICATIONS_LIMIT }] as const,
    queryFn: getNotifications,
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
