import type {
  AdminUserListItem,
  ImpersonateRequest,
  ImpersonationResponse,
} from '@tracker/contracts/http/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { forgetAllButCurrentUser } from '../lib/cache';

/**
 * Starts viewing the app as `userId`: the session becomes theirs until impersonation stops. The
 * reason goes to the audit trail with the start.
 */
export function impersonate(userId: string, body: ImpersonateRequest): Promise<ImpersonationResponse> {
  return apiRequest<ImpersonationResponse>(
    'POST',
    `/api/admin/impersonate/${encodeURIComponent(userId)}`,
    body,
  );
}

export interface ImpersonateVariables {
  user: AdminUserListItem;
  reason: string;
}

/** Impersonates and goes to the user's dashboard; the caller shows a refusal where it belongs. */
export function useImpersonate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: ({ user, reason }: ImpersonateVariables) => impersonate(user.id, { reason }),
    onSuccess: async (answer) => {
      toast({
        title: t('toasts.impersonationStarted'),
        description: t('toasts.impersonationStartedBody', { username: answer.user.username }),
      });
      await queryClient.refetchQueries({ queryKey: currentUserQueryOptions.queryKey });
      // Everything cached was read as the administrator; the next screens must read as the user.
      forgetAllButCurrentUser(queryClient);
      await navigate('/dashboard');
    },
  });
}
