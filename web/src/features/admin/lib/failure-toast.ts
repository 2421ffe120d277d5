import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';

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
