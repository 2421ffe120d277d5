import type { AdminActionResponse, AdminUserListItem } from '@tracker/contracts/http/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../lib/failure-toast';
import { usersQueryOptions } from './list-users';

type Method = 'POST' | 'DELETE';

/** Calls one of the administrator's actions on a user. */
export function callUserAction(method: Method, action: string, userId: string): Promise<AdminActionResponse> {
  return apiRequest<AdminActionResponse>(method, `/api/admin/${action}/${encodeURIComponent(userId)}`);
}

/**
 * An action on one row of the user table: on success a toast whose texts come from `success`, and
 * either way the list is read again so it shows what the server now holds.
 */
export function useUserAction(
  call: (userId: string) => Promise<AdminActionResponse>,
  success: (user: AdminUserListItem) => { title: string; description: string },
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (user: AdminUserListItem) => call(user.id),
    onSuccess: (_answer, user) => toast(success(user)),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
