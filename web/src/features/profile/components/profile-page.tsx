import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/document-title';
import { SiteFooter } from '../../../components/site-footer';
import { PageMain } from '../../../components/page-main';
import { useCurrentUser } from '../../../lib/auth';
import '../i18n';
import '../profile.css';
import { ChangePasswordForm } from './change-password-form';
import { DangerZone } from './danger-zone';
import { PersonalInfoForm } from './personal-info-form';
import { ProfileSection } from './profile-section';

/** `/profile`: personal information, password change and account deletion, each in a collapsible section. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useCurrentUser();
  useDocumentTitle(t('title'));

  return (
    <>
      <PageMain className="grid-container app-page profile-page">
        <h1>{t('title')}</h1>
        {user ? (
          <>
            <p className="profile-intro">
              {t('intro')}{' '}
              <span className="profile-signed-in">{t('signedInAs', { username: user.username })}</span>
            </p>
            <ProfileSection title={t('sections.personal')} defaultOpen>
              <PersonalInfoForm user={user} />
            </ProfileSection>
            {/* An administrator viewing the account may help with it, never take it over. */}
            <ProfileSection title={t('sections.password')}>
              {user.isImpersonating ? <p>{t('password.impersonating')}</p> : <ChangePasswordForm />}
            </ProfileSection>
            <ProfileSection title={t('sections.danger')} danger>
              {user.isImpersonating ? <p>{t('danger.impersonating')}</p> : <DangerZone />}
            </ProfileSection>
          </>
        ) : (
          <Spinner />
        )}
      </PageMain>
      <SiteFooter />
    </>
  );
}
