import type { UpdateActivityRequest, UpdateActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';
import { refreshAfterActivityChange } from './activity-keys';

/** An edit as JSON, judged as of today in the browser's zone; `lateEntryReason` is state staff's. */
export function updateActivity(
  id: string,
  values: UpdateActivityRequest,
  lateEntryReason?: string,
): Promise<UpdateActivityResponse> {
  return apiRequest<UpdateActivityResponse>(
    'PATCH',
    withTimeZone(`/api/activities/${encodeURIComponent(id)}`),
    lateEntryReason ? { ...values, lateEntryReason } : values,
  );
}

/** What an edit form sends: the activity, its new values, and state staff's late-entry reason. */
export interface ActivityEdit {
  id: string;
  values: UpdateActivityRequest;
  lateEntryReason?: string;
}

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, lateEntryReason }: ActivityEdit) =>
      updateActivity(id, values, lateEntryReason),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
