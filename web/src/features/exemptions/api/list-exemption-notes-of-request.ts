import type { ListExemptionNotesResponse } from '@tracker/contracts/http/exemptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exemptionNotesKey } from '../../../lib/shared-query-keys';

/** The notes on a request that the signed-in person may see (internal ones only for administrators). */
export function listExemptionNotesOfRequest(exemptionId: string): Promise<ListExemptionNotesResponse> {
  return apiRequest<ListExemptionNotesResponse>(
    'GET',
    `/api/exemption-notes/${encodeURIComponent(exemptionId)}`,
  );
}

export function exemptionNotesOfRequestQueryOptions(exemptionId: string) {
  return queryOptions({
    queryKey: exemptionNotesKey(exemptionId),
    queryFn: () => listExemptionNotesOfRequest(exemptionId),
  });
}

export function useExemptionNotesOfRequest(exemptionId: string) {
  return useQuery(exemptionNotesOfRequestQueryOptions(exemptionId));
}
