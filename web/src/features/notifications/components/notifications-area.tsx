import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/server-message';
import { useNotifications } from '../api/list-notifications';
import { NotificationItem } from './notification-item';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { Spinner } from '../../../components/spinner';
import '../notification-item-i18n';
import '../notifications-area.css';

/** How many of the newest notifications the dashboard lists; the rest are on /notifications. */
export const LATEST_NOTIFICATIONS = 5;

/**
 * The dashboard's notifications: the unread count, the newest few (unread ones marked), marking one
 * or all read, and the way to the full list. `notice` comes after the count: the dashboard points to
 * its own warnings there, since they are notices too.
 */
export function NotificationsArea({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('notification-item');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notifications = useNotifications(LATEST_NOTIFICATIONS);
  const markAll = useMarkAllRead(heading);
  const unread = notifications.data?.unreadCount ?? 0;
  const shown = notifications.data?.notifications ?? [];

  return (
    <section className="dashboard-notifications" aria-labelledby={headingId}>
      <div className="dashboard-notifications__top">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {t('area.title')}
        </h3>
        <Link to="/notifications">{t('area.viewAll')}</Link>
      </div>
      {/* A status region, so a notification arriving with the 30-second refresh is announced. */}
      <p className="dashboard-notifications__count" role="status">
        {notifications.data ? (unread > 0 ? t('area.unread', { count: unread }) : t('area.none')) : ''}
      </p>
      {notice}
      {notifications.isPending ? (
        <Spinner label={t('area.loading')} />
      ) : notifications.isError ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('area.loadError')} {serverMessage(notifications.error, '')}
            </p>
          </div>
        </div>
      ) : shown.length === 0 ? (
        <p className="dashboard-notifications__empty">{t('area.empty')}</p>
      ) : (
        <ul className="dashboard-notifications__list" aria-label={t('area.listLabel')}>
          {shown.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} compact />
          ))}
        </ul>
      )}
      {unread > 0 && (
        <button
          type="button"
          className="usa-button usa-button--outline dashboard-notifications__mark-all"
          aria-disabled={markAll.isPending || undefined}
          onClick={markAll.onMarkAll}
        >
          {markAll.isPending ? t('area.marking') : t('area.markAll')}
        </button>
      )}
    </section>
  );
}
