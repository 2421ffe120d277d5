import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useLogout } from '../../../lib/auth';

/** The signed-in header of the profile page: the way back to the dashboard, the language switch, logout. */
export function ProfileHeader() {
  const { t } = useTranslation(['profile', 'common']);
  const logout = useLogout();
  return (
    <header className="site-header">
      <div className="site-header__inner grid-container">
        <Link to="/dashboard" className="site-header__brand">
          {t('common:appName')}
        </Link>
        <nav aria-label={t('nav.label')} className="site-header__nav">
          <Link to="/dashboard" className="site-header__link">
            {t('nav.dashboard')}
          </Link>
          <LanguageSwitcher />
          <button
            type="button"
            className="usa-button usa-button--outline usa-button--small profile-header__logout"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {t('common:logout.button')}
          </button>
        </nav>
      </div>
    </header>
  );
}
