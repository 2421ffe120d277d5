import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterActivityChange } from './activity-keys';

export function deleteActivity(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/activities/${encodeURIComponent(id)}`);
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
