import type { AdminUserListItem, ImpersonationResponse } from '@tracker/contracts/http/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { forgetAllButCurrentUser } from '../lib/cache';
import { useFailureToast } from './user-action';

/** Starts viewing the app as `userId`: the session becomes theirs until impersonation stops. */
export function impersonateUser(userId: string): Promise<ImpersonationResponse> {
  return apiRequest<ImpersonationResponse>('POST', `/api/admin/impersonate/${encodeURIComponent(userId)}`);
}

export function useImpersonateUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: (user: AdminUserListItem) => impersonateUser(user.id),
    onSuccess: async (answer) => {
      toast({
        title: t('toasts.impersonationStarted'),
        description: t('toasts.impersonationStartedBody', { username: answer.user.username }),
      });
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
      // Everything cached was read as the administrator; the next screens must read as the user.
      forgetAllButCurrentUser(queryClient);
      await navigate('/dashboard');
    },
    onError: failed,
  });
}
