import type { MarkNotificationReadResponse } from '@tracker/contracts/http/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY, refreshNotifications } from './notification-keys';

export function markNotificationRead(id: string): Promise<MarkNotificationReadResponse> {
  return apiRequest<MarkNotificationReadResponse>(
    'PATCH',
    `${NOTIFICATIONS_KEY[0]}/${encodeURIComponent(id)}/read`,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => refreshNotifications(queryClient),
  });
}
