import type { QueryClient } from '@tanstack/react-query';

/**
 * Prefix of every notifications read. The dashboard and the notifications screen both read under
 * it, so marking in one place refreshes the other's cached copy too.
 */
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** After marking one or all read: every list and the unread count. */
export function refreshNotifications(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}
