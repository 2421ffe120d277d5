import type { ListExemptionAttachmentsResponse } from '@tracker/contracts/http/exemptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function listExemptionAttachments(exemptionId: string): Promise<ListExemptionAttachmentsResponse> {
  return apiRequest<ListExemptionAttachmentsResponse>(
    'GET',
    `/api/exemptions/${encodeURIComponent(exemptionId)}/attachments`,
  );
}

export function exemptionAttachmentsQueryOptions(exemptionId: string) {
  return queryOptions({
    queryKey: ['/api/exemptions', exemptionId, 'attachments'] as const,
    queryFn: () => listExemptionAttachments(exemptionId),
  });
}

export function useExemptionAttachments(exemptionId: string) {
  return useQuery(exemptionAttachmentsQueryOptions(exemptionId));
}
