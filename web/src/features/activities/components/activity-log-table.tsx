import type { Activity } from '@tracker/contracts/http/activities';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityTypeIcon } from './activity-type-icon';
import { formatActivityDate, formatNumber, formatTimestamp } from '../../../lib/format';
import {
  DEFAULT_SORT,
  nextSort,
  SORT_COLUMNS,
  type Sort,
  type SortColumn,
  sortActivities,
} from '../lib/activity-log';

/** The activity log as a table; each column header sorts it. */
export function ActivityLogTable({ activities }: { activities: readonly Activity[] }) {
  const { t, i18n } = useTranslation(['user-activities', 'activities']);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const language = i18n.language;
  const typeLabel = (type: Activity['type']) => t(`activities:types.${type}`);
  const rows = useMemo(
    () => sortActivities(activities, sort, (type) => t(`activities:types.${type}`)),
    [activities, sort, t],
  );

  const header = (column: SortColumn) => {
    const active = sort.column === column;
    return (
      <th
        key={column}
        scope="col"
        aria-sort={active ? sort.direction : undefined}
        className={`user-activities__th user-activities__th--${column}`}
      >
        <button
          type="button"
          className="user-activities__sort"
          onClick={() => setSort(nextSort(sort, column))}
        >
          {t(`columns.${column}`)}
          <span className="user-activities__sort-mark" aria-hidden="true">
            {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ⇅'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div
      className="usa-table-container--scrollable user-activities__table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('table.caption')}
    >
      <table className="usa-table usa-table--striped user-activities__table">
        <caption className="usa-sr-only">{t('table.caption')}</caption>
        <thead>
          <tr>{SORT_COLUMNS.map(header)}</tr>
        </thead>
        <tbody>
          {rows.map((activity) => (
            <tr key={activity.id}>
              <td>
                <time dateTime={activity.date}>{formatActivityDate(activity.date, language)}</time>
              </td>
              <td>
                <span className="user-activities__type">
                  <ActivityTypeIcon type={activity.type} />
                  {typeLabel(activity.type)}
                </span>
              </td>
              <td className="user-activities__hours">{formatNumber(activity.hours, language)}</td>
              <td className="user-activities__description">{activity.description}</td>
              <td className="user-activities__logged">
                <time dateTime={activity.createdAt}>{formatTimestamp(activity.createdAt, language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
