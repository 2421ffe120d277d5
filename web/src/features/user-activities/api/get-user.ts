import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whose activities these are; the same read (and cache entry) as the read-only profile. */
export function getUser(userId: string): Promise<AdminUserProfile> {
  return apiRequest<AdminUserProfile>('GET', `/api/admin/user/${encodeURIComponent(userId)}`);
}

export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/admin/user', userId] as const,
    queryFn: () => getUser(userId),
  });
}

export function useUser(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...userQueryOptions(userId), enabled });
}
