import type { ListAllExemptionsResponse } from '@tracker/contracts/http/exemption-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const ALL_EXEMPTIONS_KEY = ['/api/admin/all-exemptions'] as const;

/** Every exemption request, with its requester's username. */
export function listAllExemptions(): Promise<ListAllExemptionsResponse> {
  return apiRequest<ListAllExemptionsResponse>('GET', ALL_EXEMPTIONS_KEY[0]);
}

export function allExemptionsQueryOptions() {
  return queryOptions({ queryKey: ALL_EXEMPTIONS_KEY, queryFn: listAllExemptions });
}

export function useAllExemptions() {
  return useQuery(allExemptionsQueryOptions());
}
