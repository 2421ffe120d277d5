import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { serverMessage } from '../../../lib/server-message';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import '../notification-item-i18n';

/**
 * Marks every notification read, once at a time. The button that starts it goes away with the last
 * unread notification, so on success focus goes to `heading`; a failure is raised as a toast.
 */
export function useMarkAllRead(heading: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('notification-item');
  const toast = useToast();
  const markAll = useMarkAllNotificationsRead();

  const onMarkAll = () => {
    if (markAll.isPending) return;
    markAll.mutate(undefined, {
      onSuccess: () => heading.current?.focus(),
      onError: (error) =>
        toast({
          title: t('toast.markFailedTitle'),
          description: serverMessage(error, t('toast.markFailedBody')),
          variant: 'destructive',
        }),
    });
  };

  return { onMarkAll, isPending: markAll.isPending };
}
