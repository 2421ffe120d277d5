import type { Notification } from '@tracker/contracts/http/notifications';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatTimestamp } from '../../../components/activities/lib/format';
import { serverMessage } from '../../../components/activities/lib/messages';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../lib/toast';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { WARNINGS_ID } from './dashboard-warnings';
import '../notifications-area.css';

/** How many of the newest notifications the dashboard lists; the rest are on /notifications. */
export const LATEST_NOTIFICATIONS = 5;

/** Only paths inside the app are followed, whatever a stored link says. */
function inAppPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/**
 * The Medicaid Status section's notifications: the unread count, the newest few (unread ones
 * marked), marking one or all read, and the way to the full list. The dashboard's own warnings are
 * pointed to as well, since they are notices too.
 */
export function NotificationsArea({ warningCount }: { warningCount: number }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notifications = useLatestNotifications(LATEST_NOTIFICATIONS);
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const shown = notifications.data?.notifications ?? [];

  const onMarkAll = () => {
    if (markAll.isPending) return;
    markAll.mutate(undefined, {
      // The button goes away with the last unread notification, so focus goes back to the heading.
      onSuccess: () => heading.current?.focus(),
      onError: (error) =>
        toast({
          title: t('notifications.markFailedTitle'),
          description: serverMessage(error, t('notifications.markFailedBody')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section className="dashboard-notifications" aria-labelledby={headingId}>
      <div className="dashboard-notifications__top">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {t('notifications.title')}
        </h3>
        <Link to="/notifications">{t('notifications.viewAll')}</Link>
      </div>
      {/* A status region, so a notification arriving with the 30-second refresh is announced. */}
      <p className="dashboard-notifications__count" role="status">
        {notifications.data
          ? unread > 0
            ? t('notifications.unread', { count: unread })
            : t('notifications.none')
          : ''}
      </p>
      {warningCount > 0 && (
        <p>
          {t('notifications.some', { count: warningCount })}{' '}
          <a href={`#${WARNINGS_ID}`}>{t('notifications.see')}</a>
        </p>
      )}
      {notifications.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : notifications.isError ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('notifications.loadError')} {serverMessage(notifications.error, '')}
            </p>
          </div>
        </div>
      ) : shown.length === 0 ? (
        <p className="dashboard-notifications__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="dashboard-notifications__list" aria-label={t('notifications.listLabel')}>
          {shown.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      {unread > 0 && (
        <button
          type="button"
          className="usa-button usa-button--outline dashboard-notifications__mark-all"
          aria-disabled={markAll.isPending || undefined}
          onClick={onMarkAll}
        >
          {markAll.isPending ? t('notifications.marking') : t('notifications.markAll')}
        </button>
      )}
    </section>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('dashboard');
  const toast = useToast();
  const { pathname } = useLocation();
  const markRead = useMarkNotificationRead();
  const title = useRef<HTMLParagraphElement>(null);
  const unread = !notification.isRead;
  const link = inAppPath(notification.link);

  const onMarkRead = () => {
    if (markRead.isPending) return;
    markRead.mutate(notification.id, {
      // The button is gone once the notification is read; its title keeps the reader's place.
      onSuccess: () => title.current?.focus(),
      onError: (error) =>
        toast({
          title: t('notifications.markFailedTitle'),
          description: serverMessage(error, t('notifications.markFailedBody')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <li className={`dashboard-notification${unread ? ' dashboard-notification--unread' : ''}`}>
      <p className="dashboard-notification__title" ref={title} tabIndex={-1}>
        {unread && (
          <>
            <span className="usa-tag dashboard-notification__new">{t('notifications.new')}</span>{' '}
          </>
        )}
        {notification.title}
      </p>
      <p className="dashboard-notification__message">{notification.message}</p>
      <p className="dashboard-notification__time">
        <time dateTime={notification.createdAt}>
          {formatTimestamp(notification.createdAt, i18n.language)}
        </time>
      </p>
      {((link && link !== pathname) || unread) && (
        <div className="dashboard-notification__actions">
          {link && link !== pathname && (
            <Link
              to={link}
              onClick={() => {
                if (unread) markRead.mutate(notification.id);
              }}
            >
              {t(link === '/activities' ? 'notifications.openActivities' : 'notifications.open')}
            </Link>
          )}
          {unread && (
            <button
              type="button"
              className="usa-button usa-button--outline usa-button--small dashboard-notification__mark"
              aria-label={t('notifications.markReadFor', { title: notification.title })}
              aria-disabled={markRead.isPending || undefined}
              onClick={onMarkRead}
            >
              {t('notifications.markRead')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
