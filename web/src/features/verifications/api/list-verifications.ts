import type { ListVerificationsResponse } from '@tracker/contracts/http/verifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listPath, type VerificationFilters } from '../lib/list-filters';
import { ADMIN_VERIFICATIONS_KEY } from './verification-keys';

/** Prefix of every page of the administrators' list, whatever its filters. */
export const VERIFICATION_LISTS_KEY = [...ADMIN_VERIFICATIONS_KEY, 'list'] as const;

/** One page of the requests that match the filters, sorted by due date as the server gives them. */
export function listVerifications(filters: VerificationFilters): Promise<ListVerificationsResponse> {
  return apiRequest<ListVerificationsResponse>('GET', listPath(filters));
}

export function verificationsQueryOptions(filters: VerificationFilters) {
  return queryOptions({
    queryKey: [...VERIFICATION_LISTS_KEY, filters] as const,
    queryFn: () => listVerifications(filters),
    // Paging or filtering keeps the last page on screen until the next one is in.
    placeholderData: keepPreviousData,
  });
}

export function useVerifications(filters: VerificationFilters) {
  return useQuery(verificationsQueryOptions(filters));
}
