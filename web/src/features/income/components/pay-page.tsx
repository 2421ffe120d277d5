import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { useIncomePages } from '../api/get-income';
import { payCounts, useRules } from '../../../lib/rules';
import { PayList } from './pay-list';
import { PayPageTop } from './pay-page-top';
import '../i18n';
import '../income.css';

/** `/pay`: every pay record, newest pay date first, a page at a time, and the way to report more. */
export function PayPage() {
  const { t } = useTranslation('income');
  const records = useIncomePages();
  const rules = useRules();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useMemo(() => records.data?.pages.flatMap((page) => page.items) ?? [], [records.data]);
  const total = records.data?.pages[0]?.total ?? 0;
  useDocumentTitle(t('page.title'));

  return (
    <>
      <PageMain className="grid-container app-page pay-page">
        <PayPageTop to="/dashboard" label={t('page.back')} />
        <h1 ref={heading} tabIndex={-1}>
          {records.data ? t('page.titleWithCount', { count: total }) : t('page.title')}
        </h1>
        <p className="pay-page__intro">{t('page.intro')}</p>
        {rules.isSuccess && !payCounts(rules.data) && (
          <div className="usa-alert usa-alert--info usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t('page.notCounted')}</p>
            </div>
          </div>
        )}
        <Link to="/pay/new" className="usa-button pay-page__add">
          {t('page.add')}
        </Link>
        <p className="pay-page__count" role="status">
          {records.data && shown.length > 0 ? t('page.showing', { shown: shown.length, count: total }) : ''}
        </p>
        {records.isPending ? (
          <Spinner />
        ) : records.isError ? (
          <div className="usa-alert usa-alert--error" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t('page.loadError')} {serverMessage(records.error, '')}
              </p>
            </div>
          </div>
        ) : shown.length === 0 ? (
          <p className="pay-page__empty">{t('page.empty')}</p>
        ) : (
          <PayList records={shown} label={t('page.listLabel')} fallbackFocus={() => heading.current} />
        )}
        {records.hasNextPage && (
          <button
            type="button"
            className="usa-button usa-button--outline pay-page__more"
            disabled={records.isFetchingNextPage}
            onClick={() => void records.fetchNextPage()}
          >
            {records.isFetchingNextPage ? t('page.loadingMore') : t('page.showMore')}
          </button>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
