import { useTranslation } from 'react-i18next';
import { callUserAction, useUserAction } from './user-action';

/** Gives a verified user administrator rights. */
export function makeAdmin(userId: string) {
  return callUserAction('POST', 'make-admin', userId);
}

export function useMakeAdmin() {
  const { t } = useTranslation('admin');
  return useUserAction(makeAdmin, (user) => ({
    title: t('toasts.adminCreated'),
    description: t('toasts.adminCreatedBody', { username: user.username }),
  }));
}
