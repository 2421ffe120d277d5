import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/server-message';
import { useNotifications } from '../../../components/notifications/api/get-notifications';
import { NotificationItem } from '../../../components/notifications/notification-item';
import { useMarkAllRead } from '../../../components/notifications/use-mark-all-read';
import { Spinner } from '../../../components/spinner';
import { WARNINGS_ID } from './dashboard-warnings';
import '../notifications-area.css';

/** How many of the newest notifications the dashboard lists; the rest are on /notifications. */
export const LATEST_NOTIFICATIONS = 5;

/**
 * The Medicaid Status section's notifications: the unread count, the newest few (unread ones
 * marked), marking one or all read, and the way to the full list. The dashboard's own warnings are
 * pointed to as well, since they are notices too.
 */
export function NotificationsArea({ warningCount }: { warningCount: number }) {
  const { t } = useTranslation('dashboard');
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
          {markAll.isPending ? t('notifications.marking') : t('notifications.markAll')}
        </button>
      )}
    </section>
  );
}
