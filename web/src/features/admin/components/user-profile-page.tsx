import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackBar } from '../../../components/back-bar';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useUserProfile } from '../api/get-user-profile';
import { formatDate, formatDateTime, formatNumber } from '../lib/format';
import { fullName } from '../lib/user-table';
import { PhoneStatus } from './phone-status';
import '../admin.css';
import '../i18n';

// The dialog, its form and validation download when someone changes the requirement, not with the page.
const RequirementDialog = lazy(() =>
  import('./requirement-dialog').then((m) => ({ default: m.RequirementDialog })),
);

/** `/user-profile/{userId}`: the read-only 'Admin View' of one user's account. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  return <AdminOnly>{() => <UserProfile userId={userId} />}</AdminOnly>;
}

function UserProfile({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const profile = useUserProfile(userId, { enabled: userId !== '' });
  const notFound = userId === '' || (isApiError(profile.error) && profile.error.status === 404);
  const name = profile.data ? fullName(profile.data) || profile.data.username : '';
  const title = notFound ? t('profile.notFoundTitle') : t('profile.title');
  useDocumentTitle(name ? `${name} · ${title}` : title);

  let content: ReactNode;
  if (notFound)
    content = (
      <>
        <h1>{t('profile.notFoundTitle')}</h1>
        <p>{t('profile.notFoundBody')}</p>
        <Link className="usa-button" to="/state-portal">
          {t('profile.back')}
        </Link>
      </>
    );
  else if (profile.isPending) content = <Spinner />;
  else if (profile.isError)
    content = (
      <>
        <h1>{t('profile.title')}</h1>
        <Alert
          type="error"
          role="alert"
          text={
            <>
              {t('profile.loadError')}{' '}
              {isApiError(profile.error) ? translateMessage(profile.error.message) : ''}
            </>
          }
        />
        <Link to="/state-portal">{t('profile.back')}</Link>
      </>
    );
  else content = <ProfileDetails profile={profile.data} name={name} />;

  return (
    <PageMain className="grid-container app-page admin-profile">
      <BackBar to="/state-portal" label={t('profile.back')} />
      {content}
    </PageMain>
  );
}

function ProfileDetails({ profile, name }: { profile: AdminUserProfile; name: string }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const [changingRequirement, setChangingRequirement] = useState(false);
  const orNotProvided = (value: string | null) => (value?.trim() ? value : <NotProvided />);
  const hours = formatNumber(profile.requiredHours, language);

  return (
    <>
      <p className="admin-profile__kicker">
        <span className="usa-tag admin-badge admin-badge--view">{t('profile.adminView')}</span>
      </p>
      <h1 className="admin-profile__title">
        {t('profile.title')}: {name}
      </h1>
      <p className="admin-profile__intro">{t('profile.readOnly')}</p>

      <div className="grid-row grid-gap">
        <ProfileCard title={t('profile.basic.title')}>
          <Item label={t('profile.basic.username')}>{profile.username}</Item>
          <Item label={t('profile.basic.fullName')}>{orNotProvided(fullName(profile))}</Item>
          <Item label={t('profile.basic.email')}>{profile.email}</Item>
          {profile.phone?.trim() && (
            <Item label={t('profile.basic.phone')}>
              {profile.phone} <PhoneStatus confirmed={profile.phoneVerified} />
            </Item>
          )}
        </ProfileCard>

        <ProfileCard title={t('profile.address.title')}>
          <Item label={t('profile.address.street')}>{orNotProvided(profile.address)}</Item>
          <Item label={t('profile.address.city')}>{orNotProvided(profile.city)}</Item>
          <Item label={t('profile.address.state')}>{orNotProvided(profile.state)}</Item>
          <Item label={t('profile.address.zipCode')}>{orNotProvided(profile.zipCode)}</Item>
        </ProfileCard>

        <ProfileCard
          title={t('profile.requirements.title')}
          actions={
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => setChangingRequirement(true)}
            >
              {t('profile.requirements.change')}
            </button>
          }
        >
          <Item label={t('profile.requirements.status')}>
            {profile.isMinor ? t('profile.requirements.minor') : t('profile.requirements.adult')}
          </Item>
          <Item label={t('profile.requirements.requiredHours')}>
            {profile.requiredHoursOverride === null
              ? t('profile.requirements.hoursStateRule', { hours })
              : t('profile.requirements.hoursForPerson', { hours })}
          </Item>
          <Item label={t('profile.requirements.dateOfBirth')}>
            {profile.dateOfBirth ? (
              <time dateTime={profile.dateOfBirth}>
                {formatDate(profile.dateOfBirth, language, { calendar: true })}
              </time>
            ) : (
              <NotProvided />
            )}
          </Item>
          <Item label={t('profile.requirements.seasonalWorker')}>
            {profile.seasonalWorker
              ? t('profile.requirements.seasonalWorkerYes')
              : t('profile.requirements.seasonalWorkerNo')}
          </Item>
          <Item label={t('profile.requirements.medicaidState')}>{orNotProvided(profile.medicaidState)}</Item>
          <Item label={t('profile.requirements.medicaidId')}>
            {profile.maskedMedicaidId ? (
              <span
                aria-label={t('profile.requirements.medicaidIdMasked', {
                  last4: profile.maskedMedicaidId.slice(-4),
                })}
              >
                {profile.maskedMedicaidId}
              </span>
            ) : (
              <NotProvided />
            )}
          </Item>
        </ProfileCard>

        <ProfileCard title={t('profile.account.title')}>
          <Item label={t('profile.account.createdAt')}>
            <time dateTime={profile.createdAt}>{formatDate(profile.createdAt, language)}</time>
          </Item>
          <Item label={t('profile.account.lastLogin')}>
            {profile.lastLogin ? (
              <time dateTime={profile.lastLogin}>{formatDateTime(profile.lastLogin, language)}</time>
            ) : (
              t('never')
            )}
          </Item>
          <Item label={t('profile.account.userId')}>
            <code className="admin-profile__id">{profile.id}</code>
          </Item>
        </ProfileCard>
      </div>
      {changingRequirement && (
        <Suspense fallback={null}>
          <RequirementDialog profile={profile} onClose={() => setChangingRequirement(false)} />
        </Suspense>
      )}
    </>
  );
}

function ProfileCard({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="grid-col-12 tablet:grid-col-6">
      <section className="admin-profile__card">
        <h2 className="admin-profile__card-title">{title}</h2>
        <dl className="admin-profile__list">{children}</dl>
        {actions && <div className="admin-profile__actions">{actions}</div>}
      </section>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-profile__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NotProvided() {
  const { t } = useTranslation('admin');
  return <span className="admin-profile__missing">{t('profile.notProvided')}</span>;
}
