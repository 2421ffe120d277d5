import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { LONG_LIST_THRESHOLD } from '@tracker/contracts/constants/screens';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityFilters, useActivityPages } from '../api/list-activities';
import { ActivityList } from './activity-list';
import { serverMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { PageTop } from './page-top';
import '../i18n';
import '../activities.css';

const SEARCH_PAUSE_MS = 300;

/**
 * `/activities`: every activity, newest first, with a search on the description and a type filter.
 * The server filters and pages, so a person with years of activities downloads only what they see.
 */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ActivityFilters['type']>('all');
  const settledSearch = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const activities = useActivityPages({ search: settledSearch, type });
  const searchId = useId();
  const typeId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useMemo(() => activities.data?.pages.flatMap((page) => page.items) ?? [], [activities.data]);
  const total = activities.data?.pages[0]?.total ?? 0;
  const filtered = settledSearch.trim() !== '' || type !== 'all';
  const title = activities.data ? t('page.titleWithCount', { count: total }) : t('page.title');
  useDocumentTitle(t('page.title'));

  const list = (
    <ActivityList
      activities={shown}
      label={t('page.listLabel')}
      showDetailsLink
      fallbackFocus={() => heading.current}
    />
  );

  return (
    <>
      <PageMain className="grid-container app-page activities-page">
        <PageTop to="/dashboard" label={t('page.back')} />
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div className="activities-page__filters" role="search" aria-label={t('page.filtersLabel')}>
          <div className="usa-form-group">
            <label className="usa-label" htmlFor={searchId}>
              {t('page.search')}
            </label>
            <input
              id={searchId}
              className="usa-input"
              type="search"
              value={search}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setSearch(event.target.value)}
            />
          </div>
          <div className="usa-form-group">
            <label className="usa-label" htmlFor={typeId}>
              {t('page.typeFilter')}
            </label>
            <select
              id={typeId}
              className="usa-select"
              value={type}
              onChange={(event) => setType(event.target.value as ActivityFilters['type'])}
            >
              <option value="all">{t('page.allTypes')}</option>
              {ACTIVITY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="activities-page__count" role="status">
          {activities.data ? t('page.showing', { shown: shown.length, count: total }) : ''}
        </p>
        {activities.isPending ? (
          <Spinner />
        ) : activities.isError ? (
          <div className="usa-alert usa-alert--error" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t('page.loadError')} {serverMessage(activities.error, '')}
              </p>
            </div>
          </div>
        ) : shown.length === 0 ? (
          <p className="activities-page__empty">{filtered ? t('page.noMatch') : t('page.empty')}</p>
        ) : shown.length > LONG_LIST_THRESHOLD ? (
          <div
            className="activity-scroll-area activities-page__scroll"
            role="region"
            aria-label={t('page.listLabel')}
            // The area scrolls on its own, so keyboard users need to be able to reach it.
            tabIndex={0}
          >
            {list}
          </div>
        ) : (
          list
        )}
        {activities.hasNextPage && (
          <button
            type="button"
            className="usa-button usa-button--outline activities-page__more"
            disabled={activities.isFetchingNextPage}
            onClick={() => void activities.fetchNextPage()}
          >
            {activities.isFetchingNextPage ? t('page.loadingMore') : t('page.showMore')}
          </button>
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
