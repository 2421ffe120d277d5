import type { Notification } from '@tracker/contracts/http/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../components/activities/lib/format';
import { serverMessage } from '../../../components/activities/lib/messages';
import { useToast } from '../../../lib/toast';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { inAppPath, linkLabelKey } from '../lib/links';
import { NotificationKindIcon } from './notification-kind-icon';

/**
 * One notification: its kind, when it came, what it says, and where it leads. An unread one is marked
 * New and can be marked read; following its link marks it read too.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const toast = useToast();
  const markRead = useMarkNotificationRead();
  const title = useRef<HTMLHeadingElement>(null);
  const unread = !notification.isRead;
  const link = inAppPath(notification.link);

  const onMarkRead = () => {
    if (markRead.isPending) return;
    markRead.mutate(notification.id, {
      // The button is gone once the notification is read; its title keeps the reader's place.
      onSuccess: () => title.current?.focus(),
      onError: (error) =>
        toast({
          title: t('toast.markFailedTitle'),
          description: serverMessage(error, t('toast.markFailedBody')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <li className={`notification-item${unread ? ' notification-item--unread' : ''}`}>
      <NotificationKindIcon kind={notification.kind} />
      <div className="notification-item__body">
        <h2 className="notification-item__title" ref={title} tabIndex={-1}>
          {unread && (
            <>
              <span className="usa-tag notification-item__new">{t('item.new')}</span>{' '}
            </>
          )}
          {notification.title}
        </h2>
        <p className="notification-item__meta">
          <span>{t(`kinds.${notification.kind}`)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={notification.createdAt}>
            {formatTimestamp(notification.createdAt, i18n.language)}
          </time>
        </p>
        <p className="notification-item__message">{notification.message}</p>
        {(link || unread) && (
          <div className="notification-item__actions">
            {link && (
              <Link
                to={link}
                onClick={() => {
                  if (unread) markRead.mutate(notification.id);
                }}
              >
                {t(linkLabelKey(link))}
              </Link>
            )}
            {unread && (
              <button
                type="button"
                className="usa-button usa-button--outline usa-button--small notification-item__mark"
                aria-label={t('item.markReadFor', { title: notification.title })}
                aria-disabled={markRead.isPending || undefined}
                onClick={onMarkRead}
              >
                {t('item.markRead')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
