import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterAttachmentChange } from './activity-keys';

export function deleteActivityAttachment(activityId: string, attachmentId: string): Promise<void> {
  return apiRequest<void>(
    'DELETE',
    `/api/activities/${encodeURIComponent(activityId)}/attachments/${encodeURIComponent(attachmentId)}`,
  );
}

export function useDeleteActivityAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, attachmentId }: { activityId: string; attachmentId: string }) =>
      deleteActivityAttachment(activityId, attachmentId),
    onSuccess: () => refreshAfterAttachmentChange(queryClient),
  });
}
