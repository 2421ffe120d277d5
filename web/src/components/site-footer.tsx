import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/auth';

/** The footer every page shares; signed-in people get a link to their dashboard instead of the login. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <footer className="site-footer">
      <div className="grid-container site-footer__inner">
        <p className="site-footer__name">{t('appName')}</p>
        <p>{t('footer.tagline')}</p>
        <nav aria-label={t('footer.navLabel')} className="site-footer__nav">
          <Link to="/">{t('nav.home')}</Link>
          <Link to="/resources">{t('nav.resources')}</Link>
          {user ? (
            <Link to="/dashboard">{t('nav.dashboard')}</Link>
          ) : (
            <Link to="/login">{t('nav.login')}</Link>
          )}
        </nav>
        <p className="site-footer__note">{t('footer.testVersion')}</p>
      </div>
    </footer>
  );
}
