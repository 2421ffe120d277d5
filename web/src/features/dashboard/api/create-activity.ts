import type { CreateActivityRequest, CreateActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterActivityChange } from '../../../components/activities/api/activity-keys';
import { apiRequest } from '../../../lib/api-client';

/** Logs an activity: its fields and an optional file, in one multipart request. */
export function createActivity(
  values: CreateActivityRequest,
  file: File | null,
): Promise<CreateActivityResponse> {
  const body = new FormData();
  body.append('type', values.type);
  body.append('description', values.description);
  body.append('hours', String(values.hours));
  body.append('date', values.date);
  if (file) body.append('file', file);
  return apiRequest<CreateActivityResponse>('POST', '/api/activities', body);
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: CreateActivityRequest; file: File | null }) =>
      createActivity(values, file),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
