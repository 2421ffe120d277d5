import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackBar } from '../../../components/back-bar';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { FEEDBACK_MAX, FEEDBACK_PAGE_SIZE, useFeedback } from '../api/list-feedback';
import { FeedbackTable } from './feedback-table';
import '../feedback-admin.css';
import '../i18n';

/** `/admin/feedback`: what enrollees sent through the dashboard's feedback form, newest first. */
export function FeedbackAdminPage() {
  // Nothing of the feedback is asked for unless the session is an administrator's.
  return <AdminOnly>{() => <FeedbackList />}</AdminOnly>;
}

function FeedbackList() {
  const { t } = useTranslation('feedback-admin');
  const title = t('page.title');
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const [limit, setLimit] = useState(FEEDBACK_PAGE_SIZE);
  const feedback = useFeedback(limit);
  const shown = feedback.data?.feedback ?? [];
  // The server has no total: a full answer below its maximum means there may be more.
  const mayHaveMore = shown.length >= limit && limit < FEEDBACK_MAX;

  return (
    <>
      <PageMain className="grid-container app-page feedback-admin">
        <BackBar to="/admin" label={t('page.back')} />
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="feedback-admin__intro">{t('page.intro')}</p>
        <p className="feedback-admin__count" role="status">
          {feedback.data && shown.length > 0 ? t('page.showing', { count: shown.length }) : ''}
        </p>
        {feedback.isPending ? (
          <Spinner />
        ) : feedback.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('page.loadError'), serverMessage(feedback.error)].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void feedback.refetch()}
            >
              {t('page.retry')}
            </button>
          </Alert>
        ) : shown.length === 0 ? (
          <p className="feedback-admin__empty">{t('page.empty')}</p>
        ) : (
          <>
            <FeedbackTable feedback={shown} />
            {mayHaveMore && (
              <button
                type="button"
                className="usa-button usa-button--outline feedback-admin__more"
                aria-disabled={feedback.isFetching || undefined}
                onClick={() => {
                  if (!feedback.isFetching) setLimit(Math.min(limit + FEEDBACK_PAGE_SIZE, FEEDBACK_MAX));
                }}
              >
                {feedback.isFetching ? t('page.loadingMore') : t('page.showMore')}
              </button>
            )}
          </>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
