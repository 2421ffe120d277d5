import type { ListUserExemptionsResponse } from '@tracker/contracts/http/exemptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in person's exemption requests. */
export function listUserExemptions(): Promise<ListUserExemptionsResponse> {
  return apiRequest<ListUserExemptionsResponse>('GET', '/api/user-exemptions');
}

export function userExemptionsQueryOptions() {
  return queryOptions({ queryKey: ['/api/user-exemptions'] as const, queryFn: listUserExemptions });
}

/** Read on the dashboard's first load too: the expiry warning is computed from it. */
export function useUserExemptions() {
  return useQuery(userExemptionsQueryOptions());
}
