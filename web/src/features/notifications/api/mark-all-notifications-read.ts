import type { MarkAllNotificationsReadResponse } from '@tracker/contracts/http/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY, refreshNotifications } from './notification-keys';

export function markAllNotificationsRead(): Promise<MarkAllNotificationsReadResponse> {
  return apiRequest<MarkAllNotificationsReadResponse>('PATCH', `${NOTIFICATIONS_KEY[0]}/read-all`);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => refreshNotifications(queryClient),
  });
}
