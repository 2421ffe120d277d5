import type { ListAllExemptionTypesResponse } from '@tracker/contracts/http/exemption-types';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const EXEMPTION_TYPES_KEY = ['/api/admin/medicaid-exemptions'] as const;
/** The catalogue as enrollees are offered it; a change here must show there too. */
export const OFFERED_TYPES_KEY = ['/api/medicaid-exemptions'] as const;

/** Every exemption type, active or not. */
export function getExemptionTypes(): Promise<ListAllExemptionTypesResponse> {
  return apiRequest<ListAllExemptionTypesResponse>('GET', EXEMPTION_TYPES_KEY[0]);
}

export function exemptionTypesQueryOptions() {
  return queryOptions({ queryKey: EXEMPTION_TYPES_KEY, queryFn: getExemptionTypes });
}

export function useExemptionTypes() {
  return useQuery(exemptionTypesQueryOptions());
}

/** After any change to the catalogue: this screen's list and the enrollees' copy of it. */
export function refreshExemptionTypes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [EXEMPTION_TYPES_KEY, OFFERED_TYPES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
