import type { ListOfferedExemptionTypesResponse } from '@tracker/contracts/http/exemptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { REQUESTABLE_EXEMPTION_TYPES_KEY } from '../../../lib/shared-query-keys';

/**
 * The exemption types an enrollee may request, in the catalogue's order (not the administrators'
 * catalogue of every type, which is `/api/admin/medicaid-exemptions`).
 */
export function listOfferedExemptionTypes(): Promise<ListOfferedExemptionTypesResponse> {
  return apiRequest<ListOfferedExemptionTypesResponse>('GET', REQUESTABLE_EXEMPTION_TYPES_KEY[0]);
}

export function offeredExemptionTypesQueryOptions() {
  return queryOptions({ queryKey: REQUESTABLE_EXEMPTION_TYPES_KEY, queryFn: listOfferedExemptionTypes });
}

export function useOfferedExemptionTypes() {
  return useQuery(offeredExemptionTypesQueryOptions());
}
