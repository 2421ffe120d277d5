import { LOGIN_HISTORY_LIMIT } from '@tracker/contracts/constants/accounts';
import type { ListUserLoginsResponse } from '@tracker/contracts/http/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A user's latest login attempts, newest first. */
export function listUserLogins(
  userId: string,
  limit: number = LOGIN_HISTORY_LIMIT,
): Promise<ListUserLoginsResponse> {
  return apiRequest<ListUserLoginsResponse>(
    'GET',
    `/api/admin/user-logins/${encodeURIComponent(userId)}?limit=${limit}`,
  );
}

export function userLoginsQueryOptions(userId: string, limit: number = LOGIN_HISTORY_LIMIT) {
  return queryOptions({
    queryKey: ['/api/admin/user-logins', userId, { limit }] as const,
    queryFn: () => listUserLogins(userId, limit),
  });
}

export function useUserLogins(userId: string) {
  return useQuery(userLoginsQueryOptions(userId));
}
