import type { WorkItem, WorkItemKind, WorkQueueAssigned } from '@tracker/contracts/http/work-queue';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { BackBar } from '../../../components/back-bar';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { formatActivityDate } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useWorkQueue } from '../api/list-work-queue';
import {
  personLabel,
  type QueueView,
  queueSearchParams,
  viewFromSearch,
  workItemPath,
} from '../lib/work-queue';
import { AssignButton } from './assign-button';
import { PortalTabs } from './portal-tabs';
import { WorkItemSummary } from './work-item-summary';
import '../i18n';
import '../state-portal.css';

/** `/state-portal`: every case waiting on a reviewer, exemption and verification alike, most urgent first. */
export function WorkQueuePage() {
  return <AdminOnly>{(user) => <WorkQueue reviewerId={user.id} />}</AdminOnly>;
}

function WorkQueue({ reviewerId }: { reviewerId: string }) {
  const { t } = useTranslation('state-portal');
  const title = t('list.title');
  useDocumentTitle(t('queue.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(searchParams), [searchParams]);
  const queue = useWorkQueue(view);
  const [search, setSearch] = useState(view.search);

  // The view lives in the address, so a reviewer coming back from a case finds the queue as they left it.
  const show = (next: QueueView) => setSearchParams(queueSearchParams(next), { replace: true });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ ...view, search, page: 1 });
  };

  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageMain className="grid-container app-page state-portal">
        <BackBar to="/admin" label={t('list.back')} />
        <h1>{title}</h1>
        <PortalTabs />
        <p className="state-portal__intro">{t('queue.intro')}</p>
        <form className="state-portal__queue-filters" role="search" onSubmit={submitSearch}>
          <div className="usa-form-group">
            <label className="usa-label" htmlFor="queue-search">
              {t('queue.search')}
            </label>
            <span className="usa-hint" id="queue-search-hint">
              {t('queue.searchHint')}
            </span>
            <div className="state-portal__search-row">
              <input
                id="queue-search"
                className="usa-input"
                type="search"
                aria-describedby="queue-search-hint"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <button type="submit" className="usa-button">
                {t('queue.searchButton')}
              </button>
            </div>
          </div>
          <div className="usa-form-group">
            <label className="usa-label" htmlFor="queue-kind">
              {t('queue.kind')}
            </label>
            <select
              id="queue-kind"
              className="usa-select"
              value={view.kind ?? ''}
              onChange={(event) =>
                show({ ...view, kind: (event.target.value || null) as WorkItemKind | null, page: 1 })
              }
            >
              <option value="">{t('queue.kinds.all')}</option>
              <option value="exemption">{t('queue.kinds.exemption')}</option>
              <option value="verification">{t('queue.kinds.verification')}</option>
            </select>
          </div>
          <div className="usa-form-group">
            <label className="usa-label" htmlFor="queue-assigned">
              {t('queue.assigned')}
            </label>
            <select
              id="queue-assigned"
              className="usa-select"
              value={view.assigned}
              onChange={(event) =>
                show({ ...view, assigned: event.target.value as WorkQueueAssigned, page: 1 })
              }
            >
              <option value="any">{t('queue.assignedOptions.any')}</option>
              <option value="me">{t('queue.assignedOptions.me')}</option>
              <option value="none">{t('queue.assignedOptions.none')}</option>
            </select>
          </div>
        </form>

        {queue.isPending ? (
          <Spinner />
        ) : queue.isError ? (
          <Alert
            type="error"
            role="alert"
            text={[t('queue.loadError'), serverMessage(queue.error)].filter(Boolean).join(' ')}
          >
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => void queue.refetch()}
            >
              {t('list.retry')}
            </button>
          </Alert>
        ) : (
          <>
            <p className="state-portal__showing" role="status">
              {t('queue.showing', { count: data?.total ?? 0 })}
            </p>
            {data && data.items.length > 0 ? (
              <QueueTable
                items={data.items}
                reviewerId={reviewerId}
                listSearch={queueSearchParams(view).toString()}
              />
            ) : (
              <p className="state-portal__empty">{t('queue.empty')}</p>
            )}
            {pages > 1 && (
              <nav className="state-portal__pages" aria-label={t('queue.pagesLabel')}>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={view.page <= 1}
                  onClick={() => show({ ...view, page: view.page - 1 })}
                >
                  {t('queue.previous')}
                </button>
                <span>{t('queue.pageOf', { page: view.page, pages })}</span>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={view.page >= pages}
                  onClick={() => show({ ...view, page: view.page + 1 })}
                >
                  {t('queue.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}

function QueueTable({
  items,
  reviewerId,
  listSearch,
}: {
  items: WorkItem[];
  reviewerId: string;
  listSearch: string;
}) {
  const { t, i18n } = useTranslation('state-portal');
  return (
    <div
      className="usa-table-container--scrollable state-portal__table-wrap"
      role="region"
      aria-label={t('queue.caption')}
      tabIndex={0}
    >
      <table className="usa-table usa-table--borderless state-portal__table state-portal__table--queue">
        <caption className="usa-sr-only">{t('queue.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('queue.columns.person')}</th>
            <th scope="col">{t('queue.columns.case')}</th>
            <th scope="col">{t('queue.columns.status')}</th>
            <th scope="col">{t('queue.columns.waiting')}</th>
            <th scope="col">{t('queue.columns.due')}</th>
            <th scope="col">{t('queue.columns.assignee')}</th>
            <th scope="col">{t('queue.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}:${item.id}`}>
              <th scope="row">
                <Link to={workItemPath(item)} state={{ listSearch }}>
                  {personLabel(item.person, t('queue.unknownPerson'))}
                </Link>
                {item.person.username && <div className="state-portal__muted">{item.person.username}</div>}
              </th>
              <td data-label={t('queue.columns.case')}>
                <WorkItemSummary item={item} />
              </td>
              <td data-label={t('queue.columns.status')}>
                {t(`queue.statuses.${item.status}`, { defaultValue: item.status })}
              </td>
              <td data-label={t('queue.columns.waiting')}>{t('queue.days', { count: item.daysWaiting })}</td>
              <td data-label={t('queue.columns.due')}>
                {item.dueDate ? formatActivityDate(item.dueDate, i18n.language) : '—'}
              </td>
              <td data-label={t('queue.columns.assignee')}>
                {item.assignedTo
                  ? item.assignedTo.id === reviewerId
                    ? t('queue.you')
                    : item.assignedTo.username
                  : t('queue.nobody')}
              </td>
              <td>
                <AssignButton item={item} reviewerId={reviewerId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
