import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ExemptionViewer } from '../lib/permissions';
import { exemptionAttachmentsQueryOptions } from './list-exemption-attachments';

/** Removes a file. Requesters and reviewers each have their own path for it. */
export function deleteExemptionAttachment(
  exemptionId: string,
  attachmentId: string,
  viewer: ExemptionViewer,
): Promise<void> {
  const path =
    viewer === 'admin'
      ? `/api/exemptions/${encodeURIComponent(exemptionId)}/attachments/${encodeURIComponent(attachmentId)}`
      : `/api/exemptions/attachments/${encodeURIComponent(attachmentId)}`;
  return apiRequest<void>('DELETE', path);
}

export function useDeleteExemptionAttachment(exemptionId: string, viewer: ExemptionViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteExemptionAttachment(exemptionId, attachmentId, viewer),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exemptionAttachmentsQueryOptions(exemptionId).queryKey }),
  });
}
