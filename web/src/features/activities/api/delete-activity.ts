import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';
import { refreshAfterActivityChange } from './activity-keys';

/** Deletes an activity; the server refuses one dated in a month whose reporting deadline passed. */
export function deleteActivity(id: string): Promise<void> {
  return apiRequest<void>('DELETE', withTimeZone(`/api/activities/${encodeURIComponent(id)}`));
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
