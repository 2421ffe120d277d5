import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../lib/auth';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';

const navClass = ({ isActive }: { isActive: boolean }) => `site-header__link${isActive ? ' is-active' : ''}`;

/**
 * The one header of every page, public or signed in, drawn by the layout: the product name, the main
 * links, the language switch, and Log out for someone signed in. While the session is being checked
 * it shows only the name and the language switch, so no link flickers from visitor to member.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <header className="site-header">
      <div className="site-header__inner grid-container">
        <Link to={user ? '/dashboard' : '/'} className="site-header__brand">
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.label')} className="site-header__nav">
          {user === null && (
            <>
              <NavLink to="/" end className={navClass}>
                {t('nav.home')}
              </NavLink>
              <NavLink to="/resources" className={navClass}>
                {t('nav.resources')}
              </NavLink>
              <NavLink to="/login" className={navClass}>
                {t('nav.login')}
              </NavLink>
              <NavLink to="/register" className={navClass}>
                {t('nav.register')}
              </NavLink>
            </>
          )}
          {user && (
            <>
              <NavLink to="/dashboard" className={navClass}>
                {t('nav.dashboard')}
              </NavLink>
              <NavLink to="/profile" className={navClass}>
                {t('nav.profile')}
              </NavLink>
            </>
          )}
          <LanguageSwitcher />
          {user && (
            <LogoutButton className="usa-button usa-button--outline usa-button--small site-header__logout" />
          )}
        </nav>
      </div>
    </header>
  );
}
