import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../components/activities/lib/messages';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../lib/toast';
import { NOTIFICATIONS_LIMIT, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from './notification-item';
import { NotificationsHeader } from './notifications-header';
import '../notifications.css';
import '../i18n';

/** `/notifications`: everything the program has told the enrollee, newest first, read or not. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const title = t('page.title');
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const shown = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unreadCount ?? 0;

  const onMarkAll = () => {
    if (markAll.isPending) return;
    markAll.mutate(undefined, {
      // The button goes away with the last unread notification, so focus goes back to the heading.
      onSuccess: () => heading.current?.focus(),
      onError: (error) =>
        toast({
          title: t('toast.markFailedTitle'),
          description: serverMessage(error, t('toast.markFailedBody')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <NotificationsHeader />
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
              onClick={onMarkAll}
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
