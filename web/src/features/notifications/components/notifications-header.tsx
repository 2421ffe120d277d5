import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LogoutButton } from '../../../components/logout-button';
import { SiteHeaderBar } from '../../../components/site-header';

/** The signed-in header of the notifications screen: the dashboard, the language switch, logout. */
export function NotificationsHeader() {
  const { t } = useTranslation('notifications');
  return (
    <SiteHeaderBar brandTo="/dashboard" navLabel={t('header.navLabel')}>
      <Link to="/dashboard" className="site-header__link">
        {t('header.dashboard')}
      </Link>
      <LanguageSwitcher />
      <LogoutButton className="usa-button usa-button--outline usa-button--small notifications-header__logout" />
    </SiteHeaderBar>
  );
}
