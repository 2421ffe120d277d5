import type { LogActivityRequest, LogActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterActivityChange } from './activity-keys';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';

/**
 * Logs an activity: its fields and an optional file, in one multipart request, dated as of today in
 * the browser's zone; `lateEntryReason` is state staff's, for a date in a closed month.
 */
export function logActivity(
  values: LogActivityRequest,
  file: File | null,
  lateEntryReason?: string,
): Promise<LogActivityResponse> {
  const body = new FormData();
  body.append('type', values.type);
  body.append('description', values.description);
  body.append('hours', String(values.hours));
  body.append('date', values.date);
  if (lateEntryReason) body.append('lateEntryReason', lateEntryReason);
  if (file) body.append('file', file);
  return apiRequest<LogActivityResponse>('POST', withTimeZone('/api/activities'), body);
}

export function useLogActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      file,
      lateEntryReason,
    }: {
      values: LogActivityRequest;
      file: File | null;
      lateEntryReason?: string;
    }) => logActivity(values, file, lateEntryReason),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
