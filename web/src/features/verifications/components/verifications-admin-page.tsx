import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { BackBar } from '../../../components/back-bar';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useVerifications } from '../api/list-verifications';
import {
  exportPath,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type VerificationFilters,
} from '../lib/list-filters';
import { CreateVerificationForm } from './create-verification-form';
import { ImportVerifications } from './import-verifications';
import { VerificationFiltersForm } from './verification-filters';
import { VerificationsTable } from './verifications-table';
import '../admin-i18n';
import '../verifications.css';

/** `/admin/verifications`: the state's verification requests, a new one, and a CSV of many. */
export function VerificationsAdminPage() {
  // Nothing of the requests is asked for unless the session is an administrator's.
  return <AdminOnly>{() => <VerificationsAdmin />}</AdminOnly>;
}

function VerificationsAdmin() {
  const { t } = useTranslation('verifications-admin');
  const title = t('page.title');
  useDocumentTitle(title);
  const createId = useId();
  const importId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const list = useVerifications(filters);

  // The filters and the page live in the address, so a list can be shared or come back to.
  const apply = (next: VerificationFilters) => setSearchParams(searchFromFilters(next), { replace: true });

  return (
    <>
      <PageMain className="grid-container app-page verifications-admin">
        <BackBar to="/admin" label={t('page.back')} />
        <h1>{title}</h1>
        <p>{t('page.intro')}</p>
        <VerificationFiltersForm key={searchParams.toString()} applied={filters} onApply={apply} />
        <p>
          <a className="usa-button usa-button--outline" href={exportPath(filters.status)} download>
            {t('list.export')}
          </a>
          <span className="usa-hint"> {t('list.exportHint')}</span>
        </p>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('list.loadError'), serverMessage(list.error)].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void list.refetch()}
            >
              {t('list.retry')}
            </button>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <p role="status">{hasFilters(filters) ? t('list.noMatch') : t('list.empty')}</p>
        ) : (
          <>
            <p role="status">
              {t('list.showing', {
                from: (list.data.page - 1) * list.data.pageSize + 1,
                to: (list.data.page - 1) * list.data.pageSize + list.data.items.length,
                total: list.data.total,
              })}
            </p>
            <VerificationsTable requests={list.data.items} />
            <Pager
              page={list.data.page}
              pages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))}
              busy={list.isFetching}
              onPage={(page) => apply({ ...filters, page })}
            />
          </>
        )}

        <section className="verifications-admin__section" aria-labelledby={createId}>
          <h2 id={createId}>{t('create.title')}</h2>
          <CreateVerificationForm />
        </section>
        <section className="verifications-admin__section" aria-labelledby={importId}>
          <h2 id={importId}>{t('import.title')}</h2>
          <ImportVerifications />
        </section>
      </PageMain>
      <SiteFooter />
    </>
  );
}

interface PagerProps {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

function Pager({ page, pages, busy, onPage }: PagerProps) {
  const { t } = useTranslation('verifications-admin');
  if (pages <= 1) return null;
  return (
    <nav className="verifications-admin__pager" aria-label={t('list.pageOf', { page, pages })}>
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('list.previous')}
      </button>
      <span>{t('list.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
