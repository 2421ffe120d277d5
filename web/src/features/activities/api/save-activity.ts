import type { UpdateActivityRequest, UpdateActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterActivityChange } from '../../../components/activities/api/activity-keys';

/** The edit screen sends its fields as a form (multipart), like the create form. */
export function saveActivity(id: string, values: UpdateActivityRequest): Promise<UpdateActivityResponse> {
  const body = new FormData();
  body.append('type', values.type);
  body.append('hours', String(values.hours));
  body.append('date', values.date);
  body.append('description', values.description);
  return apiRequest<UpdateActivityResponse>('PATCH', `/api/activities/${encodeURIComponent(id)}`, body);
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateActivityRequest }) => saveActivity(id, values),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
