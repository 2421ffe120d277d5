import type { Notification } from '@tracker/contracts/http/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useToast } from '../../../lib/toast';
import { formatTimestamp } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { inAppPath, linkLabelKey } from '../lib/links';
import { NotificationKindIcon } from './notification-kind-icon';
import '../notification-item-i18n';
import '../notification-item.css';

/**
 * One notification: when it came, what it says, and where it leads. An unread one is marked New and
 * can be marked read; following its link marks it read too. The full form (the notifications
 * screen) adds the kind's symbol and name under a heading; the compact form (the dashboard's short
 * list) is plain text and leaves out a link to the page it is shown on.
 */
export function NotificationItem({
  notification,
  compact = false,
}: {
  notification: Notification;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('notification-item');
  const toast = useToast();
  const { pathname } = useLocation();
  const markRead = useMarkNotificationRead();
  const title = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const unread = !notification.isRead;
  const inApp = inAppPath(notification.link);
  const link = compact && inApp === pathname ? null : inApp;
  const Title = compact ? 'p' : 'h2';

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

  const time = (
    <time dateTime={notification.createdAt}>{formatTimestamp(notification.createdAt, i18n.language)}</time>
  );
  const classes = ['notification-item'];
  if (compact) classes.push('notification-item--compact');
  if (unread) classes.push('notification-item--unread');

  // The compact form's parts sit straight in the list item; the full form's sit beside the symbol.
  const content = (
    <>
      <Title className="notification-item__title" ref={title} tabIndex={-1}>
        {unread && (
          <>
            <span className="usa-tag notification-item__new">{t('item.new')}</span>{' '}
          </>
        )}
        {notification.title}
      </Title>
      {!compact && (
        <p className="notification-item__meta">
          <span>{t(`kinds.${notification.kind}`)}</span>
          <span aria-hidden="true"> · </span>
          {time}
        </p>
      )}
      <p className="notification-item__message">{notification.message}</p>
      {compact && <p className="notification-item__meta">{time}</p>}
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
    </>
  );

  return (
    <li className={classes.join(' ')}>
      {!compact && <NotificationKindIcon kind={notification.kind} />}
      {compact ? content : <div className="notification-item__body">{content}</div>}
    </li>
  );
}
