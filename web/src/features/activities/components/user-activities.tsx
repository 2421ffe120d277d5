import type { Activity } from '@tracker/contracts/http/activities';
import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../components/document-title';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PageMain } from '../../../components/page-main';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { useUserActivities } from '../api/list-user-activities';
import { totalsOf } from '../lib/activity-log';
import { ActivityLogTable } from './activity-log-table';
import '../i18n';
import '../user-activities-i18n';
import '../user-activities.css';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The administrators' read of the person whose activities these are; only their names are shown. */
export type PersonRead = UseQueryResult<Pick<AdminUserProfile, 'firstName' | 'lastName' | 'username'>>;

/**
 * An administrator's read-only view of one user's activities. Whose they are comes from the
 * administration's read of the person, which the page that shows this makes (`person`).
 */
export function UserActivities({ userId, person }: { userId: string; person: PersonRead }) {
  const { t } = useTranslation('user-activities');
  const enabled = userId !== '';
  const activities = useUserActivities(userId, { enabled });
  const notFound = !enabled || isNotFound(person.error) || isNotFound(activities.error);
  const name = person.data
    ? `${person.data.firstName} ${person.data.lastName}`.trim() || person.data.username
    : '';
  useDocumentTitle(notFound ? t('notFound.title') : name ? t('titleFor', { name }) : t('title'));

  let content: ReactNode;
  if (notFound)
    content = (
      <>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <Link className="usa-button" to="/state-portal">
          {t('back')}
        </Link>
      </>
    );
  else if (activities.isPending || person.isPending) content = <Spinner />;
  else if (activities.isError || person.isError)
    content = (
      <>
        <h1>{t('title')}</h1>
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('loadError')} {serverMessage(activities.error ?? person.error, '')}
            </p>
          </div>
        </div>
      </>
    );
  else content = <ActivityLog name={name} username={person.data.username} activities={activities.data} />;

  return (
    <PageMain className="grid-container app-page user-activities">
      <div className="user-activities__top">
        <Link to="/state-portal" className="user-activities__back">
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
        <LanguageSwitcher />
      </div>
      {content}
    </PageMain>
  );
}

function ActivityLog({
  name,
  username,
  activities,
}: {
  name: string;
  username: string;
  activities: readonly Activity[];
}) {
  const { t, i18n } = useTranslation('user-activities');
  const totals = totalsOf(activities);
  const language = i18n.language;
  const average = new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(totals.average);

  return (
    <>
      <p className="user-activities__kicker">
        <span className="usa-tag user-activities__badge">{t('adminView')}</span>
      </p>
      <h1 className="user-activities__title">{t('titleFor', { name })}</h1>
      <p className="user-activities__intro">{t('readOnly', { username })}</p>

      <ul className="user-activities__stats" aria-label={t('stats.label')}>
        <StatCard label={t('stats.total')} value={formatNumber(totals.count, language)} />
        <StatCard label={t('stats.hours')} value={formatNumber(totals.hours, language)} />
        <StatCard label={t('stats.average')} value={average} />
      </ul>

      {activities.length === 0 ? (
        <div className="user-activities__empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.body')}</p>
        </div>
      ) : (
        <ActivityLogTable activities={activities} />
      )}
    </>
  );
}

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <li className="user-activities__stat">
      <span className="user-activities__stat-label">{label}</span>
      <span className="user-activities__stat-value">{value}</span>
    </li>
  );
}
