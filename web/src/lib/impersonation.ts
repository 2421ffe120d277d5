import type { ImpersonationResponse } from '@tracker/contracts/http/admin-users';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from './api-client';
import { currentUserQueryOptions } from './auth';
import { translateMessage } from './i18n';
import { useToast } from './toast';

/** Ends an administrator's impersonation: the session is the administrator's own again. */
export function stopImpersonating(): Promise<ImpersonationResponse> {
  return apiRequest<ImpersonationResponse>('POST', '/api/admin/stop-impersonating', {});
}

/**
 * After an impersonation stops: who is signed in is read anew, and every other answer, read as the
 * enrollee, is read again as the administrator.
 */
export async function readAsAdministratorAgain(queryClient: QueryClient): Promise<void> {
  const { queryKey } = currentUserQueryOptions;
  await queryClient.refetchQueries({ queryKey });
  await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
}

/** Ends an administrator's impersonation from any page, with a toast that says so. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: stopImpersonating,
    onSuccess: async () => {
      await readAsAdministratorAgain(queryClient);
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
