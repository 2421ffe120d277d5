import type { UpdateActivityRequest, UpdateActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityEdit } from '../../../components/activities/api/update-activity';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';
import { refreshAfterActivityChange } from '../../../components/activities/api/activity-keys';

/**
 * The edit screen sends its fields as a form (multipart), like the create form, judged as of today
 * in the browser's zone; `lateEntryReason` is state staff's.
 */
export function saveActivity(
  id: string,
  values: UpdateActivityRequest,
  lateEntryReason?: string,
): Promise<UpdateActivityResponse> {
  const body = new FormData();
  body.append('type', values.type);
  body.append('hours', String(values.hours));
  body.append('date', values.date);
  body.append('description', values.description);
  if (lateEntryReason) body.append('lateEntryReason', lateEntryReason);
  return apiRequest<UpdateActivityResponse>(
    'PATCH',
    withTimeZone(`/api/activities/${encodeURIComponent(id)}`),
    body,
  );
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, lateEntryReason }: ActivityEdit) => saveActivity(id, values, lateEntryReason),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
