import { useTranslation } from 'react-i18next';
import { callUserAction, useUserAction } from './user-action';

/** Deletes another user's account and all of its data. */
export function deleteUser(userId: string) {
  return callUserAction('DELETE', 'delete-user', userId);
}

export function useDeleteUser() {
  const { t } = useTranslation('admin');
  return useUserAction(deleteUser, (user) => ({
    title: t('toasts.userDeleted'),
    description: t('toasts.userDeletedBody', { username: user.username }),
  }));
}
