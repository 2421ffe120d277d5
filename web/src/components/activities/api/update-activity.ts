import type { UpdateActivityRequest, UpdateActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterActivityChange } from './activity-keys';

export function updateActivity(id: string, values: UpdateActivityRequest): Promise<UpdateActivityResponse> {
  return apiRequest<UpdateActivityResponse>('PATCH', `/api/activities/${encodeURIComponent(id)}`, values);
}

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateActivityRequest }) => updateActivity(id, values),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
