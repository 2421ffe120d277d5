import type { AdminUserProfile, ChangeRequirementRequest } from '@tracker/contracts/http/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userProfileQueryOptions } from './get-user-profile';
import { usersQueryOptions } from './list-users';

/**
 * Sets what decides one person's compliance: their required monthly hours (null goes back to the
 * state's rule), their birthdate and whether they are a seasonal worker. Answers the profile as it now is.
 */
export function changeRequirement(userId: string, body: ChangeRequirementRequest): Promise<AdminUserProfile> {
  return apiRequest<AdminUserProfile>(
    'PATCH',
    `/api/admin/user/${encodeURIComponent(userId)}/requirement`,
    body,
  );
}

/** Changes the requirement; the answer replaces the cached profile, and the user list is read again. */
export function useChangeRequirement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequirementRequest) => changeRequirement(userId, body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(userProfileQueryOptions(userId).queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
