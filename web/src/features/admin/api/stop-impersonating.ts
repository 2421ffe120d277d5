import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readAsAdministratorAgain, stopImpersonating } from '../../../lib/impersonation';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../lib/failure-toast';

/** Ends an impersonation from the administration page, in its own words. */
export function useStopImpersonating() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: stopImpersonating,
    onSuccess: async () => {
      await readAsAdministratorAgain(queryClient);
      toast({ title: t('toasts.impersonationStopped'), description: t('toasts.impersonationStoppedBody') });
    },
    onError: failed,
  });
}
