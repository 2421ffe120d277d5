import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { BackBar } from '../../../components/back-bar';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useAllExemptions } from '../api/list-all-exemptions';
import {
  type CardStatus,
  countByStatus,
  type ListView,
  nextSort,
  requestsInView,
  searchFromView,
  type SortColumn,
  viewFromSearch,
} from '../lib/request-list';
import { PortalTabs } from './portal-tabs';
import type { StatusBadge } from '../lib/parts';
import { RequestsTable } from './requests-table';
import { StatusCards } from './status-cards';
import '../i18n';
import '../state-portal.css';

/**
 * The page of `/state-portal/requests`: every exemption request, counted and filtered by status, for
 * reviewers. `StatusBadge` shows each request's status.
 */
export function ExemptionRequests({ StatusBadge }: { StatusBadge: StatusBadge }) {
  // Nothing of the requests is asked for unless the session is an administrator's.
  return <AdminOnly>{() => <RequestList StatusBadge={StatusBadge} />}</AdminOnly>;
}

function RequestList({ StatusBadge }: { StatusBadge: StatusBadge }) {
  const { t } = useTranslation('state-portal');
  const title = t('list.title');
  useDocumentTitle(title);
  const { search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(searchParams), [searchParams]);
  const requests = useAllExemptions();
  const all = requests.data;
  const counts = useMemo(() => countByStatus(all ?? []), [all]);
  const shown = useMemo(() => (all ? requestsInView(all, view) : []), [all, view]);

  // Filter and order live in the address, so a reviewer coming back from a request finds the list as
  // they left it. Changing them replaces the entry instead of adding to the history.
  const show = (next: ListView) => setSearchParams(searchFromView(next), { replace: true });
  const filterBy = (status: CardStatus | null) => show({ ...view, status });
  const sortBy = (column: SortColumn) => show({ ...view, sort: nextSort(view.sort, column) });

  return (
    <>
      <PageMain className="grid-container app-page state-portal">
        <BackBar to="/admin" label={t('list.back')} />
        <div className="state-portal__heading">
          <h1>{title}</h1>
          {all && (
            <span className="usa-tag state-portal__total">{t('list.total', { count: all.length })}</span>
          )}
        </div>
        <PortalTabs />
        <p className="state-portal__intro">{t('list.intro')}</p>
        {requests.isPending ? (
          <Spinner />
        ) : requests.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('list.loadError'), serverMessage(requests.error)].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void requests.refetch()}
            >
              {t('list.retry')}
            </button>
          </Alert>
        ) : (
          <>
            <StatusCards counts={counts} selected={view.status} onSelect={filterBy} />
            <div className="state-portal__filter-bar">
              <p className="state-portal__showing" role="status">
                {view.status
                  ? t('list.showingStatus', {
                      count: shown.length,
                      status: t(`status.${view.status}`),
                    })
                  : t('list.showingAll', { count: shown.length })}
              </p>
              {view.status && (
                <button
                  type="button"
                  className="usa-button usa-button--unstyled state-portal__clear"
                  onClick={() => filterBy(null)}
                >
                  {t('list.clearFilter')}
                </button>
              )}
            </div>
            {shown.length === 0 ? (
              <p className="state-portal__empty">{t('list.empty')}</p>
            ) : (
              <RequestsTable
                requests={shown}
                sort={view.sort}
                onSort={sortBy}
                listSearch={search}
                StatusBadge={StatusBadge}
              />
            )}
          </>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
