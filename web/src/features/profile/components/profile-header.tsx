import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LogoutButton } from '../../../components/logout-button';
import { SiteHeaderBar } from '../../../components/site-header';

/** The signed-in header of the profile page: the way back to the dashboard, the language switch, logout. */
export function ProfileHeader() {
  const { t } = useTranslation('profile');
  return (
    <SiteHeaderBar brandTo="/dashboard" navLabel={t('nav.label')}>
      <Link to="/dashboard" className="site-header__link">
        {t('nav.dashboard')}
      </Link>
      <LanguageSwitcher />
      <LogoutButton className="usa-button usa-button--outline usa-button--small profile-header__logout" />
    </SiteHeaderBar>
  );
}
