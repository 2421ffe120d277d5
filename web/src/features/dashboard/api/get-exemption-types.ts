import type { ListOfferedExemptionTypesResponse } from '@tracker/contracts/http/exemptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EXEMPTION_TYPES_KEY } from './exemption-keys';

/** The exemption types an enrollee may request, in the catalogue's order. */
export function getExemptionTypes(): Promise<ListOfferedExemptionTypesResponse> {
  return apiRequest<ListOfferedExemptionTypesResponse>('GET', '/api/medicaid-exemptions');
}

export function exemptionTypesQueryOptions() {
  return queryOptions({ queryKey: EXEMPTION_TYPES_KEY, queryFn: getExemptionTypes });
}

export function useExemptionTypes() {
  return useQuery(exemptionTypesQueryOptions());
}
