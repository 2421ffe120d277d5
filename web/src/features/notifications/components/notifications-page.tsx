import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/server-message';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { useNotifications } from '../api/list-notifications';
import { NotificationItem } from './notification-item';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import '../notifications.css';
import '../i18n';

/** The most the server lists in one answer; older notifications are not shown. */
export const NOTIFICATIONS_LIMIT = 100;

/** `/notifications`: everything the program has told the enrollee, newest first, read or not. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const title = t('page.title');
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const notifications = useNotifications(NOTIFICATIONS_LIMIT);
  const markAll = useMarkAllRead(heading);
  const shown = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <>
      <PageMain className="grid-container app-page notifications-page">
        <Link to="/dashboard" className="notifications-page__back">
          <span aria-hidden="true">← </span>
          {t('page.back')}
        </Link>
        <div className="notifications-page__top">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {unread > 0 && (
            <button
              type="button"
              className="usa-button usa-button--outline notifications-page__mark-all"
              aria-disabled={markAll.isPending || undefined}
              onClick={markAll.onMarkAll}
            >
              {markAll.isPending ? t('page.marking') : t('page.markAll')}
            </button>
          )}
        </div>
        {/* A status region, so a notification arriving with the 30-second refresh is announced. */}
        <p className="notifications-page__count" role="status">
          {notifications.data
            ? unread > 0
              ? t('page.unread', { count: unread })
              : t('page.noneUnread')
            : ''}
        </p>
        {notifications.isPending ? (
          <Spinner label={t('page.loading')} />
        ) : notifications.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('page.loadError'), serverMessage(notifications.error, '')].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void notifications.refetch()}
            >
              {t('page.retry')}
            </button>
          </Alert>
        ) : shown.length === 0 ? (
          <div className="notifications-page__empty">
            <p className="notifications-page__empty-title">{t('page.emptyTitle')}</p>
            <p>{t('page.emptyBody')}</p>
          </div>
        ) : (
          <>
            <ul className="notifications-list" aria-label={t('page.listLabel')}>
              {shown.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
            {shown.length >= NOTIFICATIONS_LIMIT && (
              <p className="notifications-page__limit">{t('page.limit', { count: NOTIFICATIONS_LIMIT })}</p>
            )}
          </>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
