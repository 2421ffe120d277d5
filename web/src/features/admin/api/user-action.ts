import type { AdminActionResponse, AdminUserListItem } from '@tracker/contracts/http/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { USERS_KEY } from './get-users';

/** The server's refusal as the reader's language has it, or a general apology when there is none. */
export function useFailureToast() {
  const toast = useToast();
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      title: t('toast.error'),
      description: isApiError(error) ? translateMessage(error.message) : t('errors.generic'),
      variant: 'destructive',
    });
}

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
