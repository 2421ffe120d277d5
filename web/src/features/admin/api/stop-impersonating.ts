import type { ImpersonationResponse } from '@tracker/contracts/http/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../lib/failure-toast';

/** Ends an impersonation: the session goes back to the administrator who started it. */
export function stopImpersonating(): Promise<ImpersonationResponse> {
  return apiRequest<ImpersonationResponse>('POST', '/api/admin/stop-impersonating');
}

export function useStopImpersonating() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: stopImpersonating,
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
      // The administrator's own reads replace what was read as the impersonated user.
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: t('toasts.impersonationStopped'), description: t('toasts.impersonationStoppedBody') });
    },
    onError: failed,
  });
}
