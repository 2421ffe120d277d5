import type { MessageResponse } from '@tracker/contracts/http/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from './api-client';
import { CURRENT_USER_KEY } from './auth';
import { translateMessage } from './i18n';
import { useToast } from './toast';

/**
 * Ends an administrator's impersonation from any page: the session is the administrator's again, so
 * who is signed in is read anew and every answer read as the enrollee is dropped.
 */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('POST', '/api/admin/stop-impersonating', {}),
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY });
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: t('impersonation.stoppedTitle'), description: t('impersonation.stoppedBody') });
    },
    onError: (error) =>
      toast({
        title: t('impersonation.failedTitle'),
        description: isApiError(error) ? translateMessage(error.message) : t('errors.generic'),
        variant: 'destructive',
      }),
  });
}
