import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterAttachmentChange } from './activity-keys';

/** The edit screen's removal path: the attachment's id travels in a JSON body. */
export function removeActivityAttachment(activityId: string, attachmentId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/activities/${encodeURIComponent(activityId)}/remove-attachment`, {
    attachmentId,
  });
}

export function useRemoveActivityAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, attachmentId }: { activityId: string; attachmentId: string }) =>
      removeActivityAttachment(activityId, attachmentId),
    onSuccess: () => refreshAfterAttachmentChange(queryClient),
  });
}
