import type { QueryClient } from '@tanstack/react-query';

/**
 * Prefix of every notifications read. The notifications screen reads under the same path, so after
 * marking here the cached copy there is refreshed too.
 */
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** After marking one or all read: every list and the unread count. */
export function refreshNotifications(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}
