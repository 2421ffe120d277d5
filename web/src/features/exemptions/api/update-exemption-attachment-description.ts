import type { UpdateExemptionAttachmentDescriptionResponse } from '@tracker/contracts/http/exemptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exemptionAttachmentsQueryOptions } from './list-exemption-attachments';

/** Sets a file's description; an empty one clears it. */
export function updateExemptionAttachmentDescription(
  attachmentId: string,
  description: string,
): Promise<UpdateExemptionAttachmentDescriptionResponse> {
  return apiRequest<UpdateExemptionAttachmentDescriptionResponse>(
    'PUT',
    `/api/exemptions/attachments/${encodeURIComponent(attachmentId)}/description`,
    { description: description.trim() },
  );
}

export function useUpdateExemptionAttachmentDescription(exemptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachmentId, description }: { attachmentId: string; description: string }) =>
      updateExemptionAttachmentDescription(attachmentId, description),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exemptionAttachmentsQueryOptions(exemptionId).queryKey }),
  });
}
