import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useAuditLog } from '../api/list-audit-log';
import { type AuditFilters, filtersFromSearch, hasFilters, searchFromFilters } from '../lib/filters';
import { AuditFiltersForm } from './audit-filters';
import { AuditTable } from './audit-table';
import '../audit-log.css';
import '../i18n';

/** `/admin/audit`: who read or changed whose records, and when; nothing here can change the trail. */
export function AuditLogPage() {
  // Nothing of the trail is asked for unless the session is an administrator's.
  return <AdminOnly>{() => <AuditLog />}</AdminOnly>;
}

function AuditLog() {
  const { t } = useTranslation('audit-log');
  const title = t('page.title');
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const audit = useAuditLog(filters);
  const shown = useMemo(() => audit.data?.pages.flatMap((page) => page.items) ?? [], [audit.data]);

  // The filters live in the address, so a search can be shared with another administrator or kept.
  const apply = (next: AuditFilters) => setSearchParams(searchFromFilters(next), { replace: true });

  return (
    <>
      <PageMain className="grid-container app-page audit-log">
        <div className="audit-log__top">
          <Link to="/admin" className="audit-log__back">
            <span aria-hidden="true">← </span>
            {t('page.back')}
          </Link>
          <LanguageSwitcher />
        </div>
        <h1>{title}</h1>
        <p className="audit-log__intro">{t('page.intro')}</p>
        <AuditFiltersForm applied={filters} onApply={apply} />
        <div className="audit-log__status-bar">
          <p className="audit-log__status" role="status">
            {audit.data
              ? audit.hasNextPage
                ? t('list.showingMore', { count: shown.length })
                : t('list.showing', { count: shown.length })
              : ''}
          </p>
          <button
            type="button"
            className="usa-button usa-button--unstyled audit-log__refresh"
            disabled={audit.isFetching}
            onClick={() => void audit.refetch()}
          >
            {t('list.refresh')}
          </button>
        </div>
        {audit.isPending ? (
          <Spinner />
        ) : audit.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('list.loadError'), serverMessage(audit.error)].filter(Boolean).join(' ')}
          />
        ) : shown.length === 0 ? (
          <p className="audit-log__empty">{hasFilters(filters) ? t('list.noMatch') : t('list.empty')}</p>
        ) : (
          <AuditTable entries={shown} />
        )}
        {audit.hasNextPage && (
          <button
            type="button"
            className="usa-button usa-button--outline audit-log__more"
            disabled={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {audit.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
