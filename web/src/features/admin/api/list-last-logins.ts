import type { ListLastLoginsResponse } from '@tracker/contracts/http/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const LAST_LOGINS_KEY = ['/api/admin/last-logins'] as const;

/** User id → time of the last successful login. */
export function listLastLogins(): Promise<ListLastLoginsResponse> {
  return apiRequest<ListLastLoginsResponse>('GET', LAST_LOGINS_KEY[0]);
}

export function lastLoginsQueryOptions() {
  return queryOptions({ queryKey: LAST_LOGINS_KEY, queryFn: listLastLogins });
}

/** Last logins; the screen enables it only once the users are loaded. */
export function useLastLogins({ enabled }: { enabled: boolean }) {
  return useQuery({ ...lastLoginsQueryOptions(), enabled });
}
