import { useTranslation } from 'react-i18next';
import { callUserAction, useUserAction } from './user-action';

/** Sends an unverified user a new verification link. */
export function resendVerificationAsAdmin(userId: string) {
  return callUserAction('POST', 'resend-verification', userId);
}

export function useResendVerificationAsAdmin() {
  const { t } = useTranslation('admin');
  return useUserAction(resendVerificationAsAdmin, (user) => ({
    title: t('toasts.verificationSent'),
    description: t('toasts.verificationSentBody', { email: user.email }),
  }));
}
