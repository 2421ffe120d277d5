import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from './language-switcher';

interface SiteHeaderBarProps {
  /** Where the product name leads: home for visitors, the dashboard for signed-in people. */
  brandTo: string;
  /** The name of the navigation landmark beside the product name; without it, `children` stand there bare. */
  navLabel?: string;
  /** What stands beside the product name. */
  children: ReactNode;
  /** What a header adds under the bar (the dashboard's own navigation). */
  below?: ReactNode;
  className?: string;
}

/** The bar every page's header starts with: the product name on the left, links and switches on the right. */
export function SiteHeaderBar({ brandTo, navLabel, children, below, className }: SiteHeaderBarProps) {
  const { t } = useTranslation();
  return (
    <header className={`site-header${className ? ` ${className}` : ''}`}>
      <div className="site-header__inner grid-container">
        <Link to={brandTo} className="site-header__brand">
          {t('appName')}
        </Link>
        {navLabel ? (
          <nav aria-label={navLabel} className="site-header__nav">
            {children}
          </nav>
        ) : (
          children
        )}
      </div>
      {below}
    </header>
  );
}

/** The public pages' header: the product name, the main links and the language switch. */
export function SiteHeader() {
  const { t } = useTranslation();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `site-header__link${isActive ? ' is-active' : ''}`;
  return (
    <SiteHeaderBar brandTo="/" navLabel={t('nav.label')}>
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
    </SiteHeaderBar>
  );
}
