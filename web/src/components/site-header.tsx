import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from './language-switcher';

/** The public pages' header: the product name, the main links and the language switch. */
export function SiteHeader() {
  const { t } = useTranslation();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `site-header__link${isActive ? ' is-active' : ''}`;
  return (
    <header className="site-header">
      <div className="site-header__inner grid-container">
        <Link to="/" className="site-header__brand">
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.label')} className="site-header__nav">
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
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
