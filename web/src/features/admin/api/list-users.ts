import type { ListUsersResponse } from '@tracker/contracts/http/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const USERS_KEY = ['/api/admin/users'] as const;

/** Every account, for the administrator's user table. */
export function listUsers(): Promise<ListUsersResponse> {
  return apiRequest<ListUsersResponse>('GET', USERS_KEY[0]);
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: USERS_KEY, queryFn: listUsers });
}

/** The user list; asked for only when `enabled` (an administrator is looking). */
export function useUsers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
