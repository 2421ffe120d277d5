import { useTranslation } from 'react-i18next';
import { callUserAction, useUserAction } from './user-action';

/** Sends an unverified user a new verification link. */
export function resendVerification(userId: string) {
  return callUserAction('POST', 'resend-verification', userId);
}

export function useResendVerification() {
  const { t } = useTranslation('admin');
  return useUserAction(resendVerification, (user) => ({
    title: t('toasts.verificationSent'),
    description: t('toasts.verificationSentBody', { email: user.email }),
  }));
}
