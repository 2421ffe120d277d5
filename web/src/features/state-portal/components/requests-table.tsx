import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortButton } from '../../../components/sort-button';
import { formatDay } from '../lib/format';
import type { StatusBadge } from '../lib/parts';
import { exemptionLabel, SORT_COLUMNS, type Sort, type SortColumn } from '../lib/request-list';
import '../i18n';

interface RequestsTableProps {
  requests: ReviewedExemption[];
  sort: Sort;
  onSort: (column: SortColumn) => void;
  /** The list's address parameters, which the details page's way back returns to. */
  listSearch: string;
  StatusBadge: StatusBadge;
}

/** The requests, one per row, sortable by each column but the actions. */
export function RequestsTable({ requests, sort, onSort, listSearch, StatusBadge }: RequestsTableProps) {
  const { t, i18n } = useTranslation('state-portal');
  const direction = (column: SortColumn) =>
    sort.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <div
      className="usa-table-container--scrollable state-portal__table-wrap"
      role="region"
      aria-label={t('table.caption')}
      // The table scrolls sideways on narrow screens, so keyboard users need to reach it.
      tabIndex={0}
    >
      <table className="usa-table usa-table--borderless state-portal__table">
        <caption className="usa-sr-only">
          {t('table.caption')}.{' '}
          {t('table.sortedBy', {
            column: t(`columns.${sort.column}`),
            direction: sort.direction === 'asc' ? t('table.ascending') : t('table.descending'),
          })}
        </caption>
        <thead>
          <tr>
            {SORT_COLUMNS.map((column) => {
              const sorted = direction(column);
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sorted}
                  className={sorted ? 'state-portal__sorted' : undefined}
                >
                  <SortButton label={t(`columns.${column}`)} sorted={sorted} onClick={() => onSort(column)} />
                </th>
              );
            })}
            <th scope="col" className="state-portal__actions-head">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => {
            const exemption = exemptionLabel(request);
            const about = { username: request.username, exemption };
            return (
              <tr key={request.id}>
                <th scope="row" className="state-portal__user">
                  {request.username}
                </th>
                <td data-label={t('columns.request')}>
                  <time dateTime={request.requestDate}>{formatDay(request.requestDate, i18n.language)}</time>
                </td>
                <td data-label={t('columns.status')}>
                  <StatusBadge status={request.status} />
                </td>
                <td data-label={t('columns.exemption')}>
                  <span className="state-portal__exemption" title={request.medicaidExemptionName}>
                    {exemption}
                  </span>
                  {request.isRenewal && (
                    <span className="usa-tag state-portal__renewal">{t('badges.renewal')}</span>
                  )}
                </td>
                <td>
                  <div className="state-portal__row-actions">
                    <Link
                      className="usa-button usa-button--outline usa-button--small"
                      to={`/user-profile/${encodeURIComponent(request.userId)}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('row.viewProfileFor', about)}
                    >
                      {t('row.viewProfile')}
                    </Link>
                    <Link
                      className="usa-button usa-button--outline usa-button--small"
                      to={`/user-activities/${encodeURIComponent(request.userId)}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('row.viewActivitiesFor', about)}
                    >
                      {t('row.viewActivities')}
                    </Link>
                    <Link
                      className="usa-button usa-button--small"
                      to={`/state-portal/${encodeURIComponent(request.id)}`}
                      state={{ listSearch }}
                      aria-label={t('row.viewDetailsFor', about)}
                    >
                      {t('row.viewDetails')}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
