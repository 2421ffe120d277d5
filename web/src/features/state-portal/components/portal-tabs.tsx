import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../i18n';

/** The portal's two lists: the work queue (what waits on a reviewer) and every exemption request. */
export function PortalTabs() {
  const { t } = useTranslation('state-portal');
  const className = ({ isActive }: { isActive: boolean }) =>
    `state-portal__tab${isActive ? ' state-portal__tab--current' : ''}`;
  return (
    <nav className="state-portal__tabs" aria-label={t('tabs.label')}>
      <NavLink to="/state-portal" end className={className}>
        {t('tabs.queue')}
      </NavLink>
      <NavLink to="/state-portal/requests" className={className}>
        {t('tabs.all')}
      </NavLink>
    </nav>
  );
}
