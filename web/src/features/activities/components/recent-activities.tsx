import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLatestActivities } from '../api/list-activities';
import { ActivityList } from './activity-list';
import { serverMessage } from '../../../lib/server-message';
import { Spinner } from '../../../components/spinner';
import '../i18n';
import '../activity-reporting.css';

/** How many of the latest activities the dashboard lists; the rest are on /activities. */
export const RECENT_LIMIT = 10;

/** The latest activities, newest first, each editable in place. */
export function RecentActivities() {
  const { t } = useTranslation('activities');
  const activities = useLatestActivities(RECENT_LIMIT);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = activities.data?.items ?? [];
  const total = activities.data?.total ?? 0;

  return (
    <section className="dashboard-recent" aria-labelledby={headingId}>
      <div className="dashboard-recent__top">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {t('recent.title')}
        </h3>
        <Link to="/activities">{t('recent.viewAll')}</Link>
      </div>
      {activities.isPending ? (
        <Spinner />
      ) : activities.isError ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('recent.loadError')} {serverMessage(activities.error, '')}
            </p>
          </div>
        </div>
      ) : shown.length === 0 ? (
        <p className="dashboard-recent__empty">{t('recent.empty')}</p>
      ) : (
        <>
          <p className="dashboard-recent__count">
            {t('recent.showing', { shown: shown.length, count: total })}
          </p>
          <div
            className="activity-scroll-area dashboard-recent__scroll"
            role="region"
            aria-labelledby={headingId}
            // The list scrolls inside its own area, so keyboard users must be able to reach it.
            tabIndex={0}
          >
            <ActivityList
              activities={shown}
              label={t('recent.title')}
              showDetailsLink
              fallbackFocus={() => heading.current}
            />
          </div>
        </>
      )}
    </section>
  );
}
