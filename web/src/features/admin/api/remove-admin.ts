import { useTranslation } from 'react-i18next';
import { callUserAction, useUserAction } from './user-action';

/** Takes administrator rights away from another administrator. */
export function removeAdmin(userId: string) {
  return callUserAction('POST', 'remove-admin', userId);
}

export function useRemoveAdmin() {
  const { t } = useTranslation('admin');
  return useUserAction(removeAdmin, (user) => ({
    title: t('toasts.adminRemoved'),
    description: t('toasts.adminRemovedBody', { username: user.username }),
  }));
}
