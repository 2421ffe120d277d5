import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payCounts, useRules } from '../../../lib/rules';

/**
 * The enrollee's bar under the site header (which holds the language switch and Logout): who is
 * signed in (a link to the profile), Messages (not yet available), Pay (where pay counts), Profile.
 */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  // Pay has screens of its own only where the active rules let pay meet a month.
  const rules = useRules();

  // aria-disabled rather than disabled keeps the button reachable, so people can find out it is coming.
  const ignore = (event: MouseEvent) => event.preventDefault();

  return (
    <nav aria-label={t('header.navLabel')} className="dashboard-header dashboard-header__bar">
      <div className="grid-container dashboard-header__inner">
        <Link to="/profile" className="dashboard-header__user">
          <span className="usa-sr-only">{t('header.profileLinkHint')}: </span>
          {t('header.profileLink', { name, username: user.username })}
        </Link>
        <div className="dashboard-header__actions">
          <button
            type="button"
            className="usa-button usa-button--outline usa-button--small dashboard-header__button dashboard-header__messages"
            aria-disabled="true"
            onClick={ignore}
          >
            {t('header.messages')} <span className="dashboard-header__soon">{t('header.comingSoon')}</span>
          </button>
          {payCounts(rules.data) && (
            <Link
              to="/pay"
              className="usa-button usa-button--outline usa-button--small dashboard-header__button"
            >
              {t('header.pay')}
            </Link>
          )}
          <Link
            to="/profile"
            className="usa-button usa-button--outline usa-button--small dashboard-header__button"
          >
            {t('header.profile')}
          </Link>
        </div>
      </div>
    </nav>
  );
}
