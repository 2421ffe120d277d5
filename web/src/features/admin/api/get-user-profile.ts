import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The read-only 'Admin View' of one user. */
export function getUserProfile(userId: string): Promise<AdminUserProfile> {
  return apiRequest<AdminUserProfile>('GET', `/api/admin/user/${encodeURIComponent(userId)}`);
}

export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/admin/user', userId] as const,
    queryFn: () => getUserProfile(userId),
  });
}

export function useUserProfile(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...userProfileQueryOptions(userId), enabled });
}
