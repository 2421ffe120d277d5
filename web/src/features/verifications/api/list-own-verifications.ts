import type { ListOwnVerificationsResponse } from '@tracker/contracts/http/verifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_VERIFICATIONS_KEY } from './verification-keys';

/** The signed-in person's verification requests, open ones first. */
export function listOwnVerifications(): Promise<ListOwnVerificationsResponse> {
  return apiRequest<ListOwnVerificationsResponse>('GET', OWN_VERIFICATIONS_KEY[0]);
}

export function ownVerificationsQueryOptions() {
  return queryOptions({ queryKey: OWN_VERIFICATIONS_KEY, queryFn: listOwnVerifications });
}

/** Read on the dashboard's first load: an open request is something waiting on the person. */
export function useOwnVerifications() {
  return useQuery(ownVerificationsQueryOptions());
}
