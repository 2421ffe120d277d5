import type { UpdateActivityRequest, UpdateActivityResponse } from '@tracker/contracts/http/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';
import { refreshAfterActivityChange } from './activity-keys';

/**
 * What a PATCH of an activity carries: its new values and state staff's late-entry reason, as JSON
 * (the inline edit form) or as form fields (the edit screen, which sends multipart like the create
 * form); or one file and nothing else (the edit screen's upload).
 */
export type ActivityPatch =
  { values: UpdateActivityRequest; lateEntryReason?: string; encoding: 'json' | 'form' } | { file: File };

function formOf(values: UpdateActivityRequest, lateEntryReason?: string): FormData {
  const body = new FormData();
  body.append('type', values.type);
  body.append('hours', String(values.hours));
  body.append('date', values.date);
  body.append('description', values.description);
  if (lateEntryReason) body.append('lateEntryReason', lateEntryReason);
  return body;
}

/**
 * Edits an activity, judged as of today in the browser's zone, or attaches a file to it; the answer
 * is the activity as it now is.
 */
export function updateActivity(id: string, patch: ActivityPatch): Promise<UpdateActivityResponse> {
  const path = `/api/activities/${encodeURIComponent(id)}`;
  if ('file' in patch) {
    const body = new FormData();
    body.append('file', patch.file);
    return apiRequest<UpdateActivityResponse>('PATCH', path, body);
  }
  const { values, lateEntryReason } = patch;
  const body =
    patch.encoding === 'form'
      ? formOf(values, lateEntryReason)
      : lateEntryReason
        ? { ...values, lateEntryReason }
        : values;
  return apiRequest<UpdateActivityResponse>('PATCH', withTimeZone(path), body);
}

/** What an edit form sends: the activity, its new values, and state staff's late-entry reason. */
export interface ActivityEdit {
  id: string;
  values: UpdateActivityRequest;
  lateEntryReason?: string;
}

/** Saves an edit form's values in the form's encoding, then refreshes what the hours change. */
export function useUpdateActivity(encoding: 'json' | 'form') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, lateEntryReason }: ActivityEdit) =>
      updateActivity(id, { values, lateEntryReason, encoding }),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
