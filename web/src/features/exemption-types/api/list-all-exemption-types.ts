import type { ListAllExemptionTypesResponse } from '@tracker/contracts/http/exemption-types';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { REQUESTABLE_EXEMPTION_TYPES_KEY } from '../../../lib/shared-query-keys';

/** The administrators' catalogue; its types are created, changed and reordered below this path. */
export const EXEMPTION_TYPES_PATH = '/api/admin/medicaid-exemptions';

/** Every exemption type, active or not. */
export function listAllExemptionTypes(): Promise<ListAllExemptionTypesResponse> {
  return apiRequest<ListAllExemptionTypesResponse>('GET', EXEMPTION_TYPES_PATH);
}

export function allExemptionTypesQueryOptions() {
  return queryOptions({ queryKey: [EXEMPTION_TYPES_PATH] as const, queryFn: listAllExemptionTypes });
}

export function useAllExemptionTypes() {
  return useQuery(allExemptionTypesQueryOptions());
}

/** After any change to the catalogue: this screen's list and the enrollees' copy of it. */
export function refreshExemptionTypes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [allExemptionTypesQueryOptions().queryKey, REQUESTABLE_EXEMPTION_TYPES_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
