import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/admin-only';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { useStopImpersonating } from '../api/stop-impersonating';
import { UsersSection } from './users-section';
import '../admin.css';
import '../i18n';

/** `/admin` (and `/dashboard` for administrators): user management and links to the system's settings. */
export function AdminPage() {
  // Nothing of the administration is asked for unless the session is an administrator's.
  return (
    <AdminOnly>
      {(user) => (
        <AdminDashboard
          me={{ id: user.id, username: user.username, isImpersonating: user.isImpersonating }}
        />
      )}
    </AdminOnly>
  );
}

interface Me {
  id: string;
  username: string;
  isImpersonating: boolean;
}

function AdminDashboard({ me }: { me: Me }) {
  const { t } = useTranslation('admin');
  const title = t('header.title');
  useDocumentTitle(title);
  const stop = useStopImpersonating();

  return (
    <>
      {/* Under the site header, which holds the language switch and Logout. */}
      <div className="admin-header">
        <div className="grid-container admin-header__inner">
          <p className="admin-header__who">
            {me.isImpersonating
              ? t('header.impersonating', { username: me.username })
              : t('header.signedInAs', { username: me.username })}
          </p>
          <nav className="admin-header__actions" aria-label={t('header.actionsLabel')}>
            <Link className="usa-button usa-button--outline admin-header__button" to="/activities">
              {t('header.activityTracker')}
            </Link>
            {me.isImpersonating && (
              <HeaderAction variant="usa-button--accent-warm" pending={stop.isPending} onClick={stop.mutate}>
                {t('header.stopImpersonating')}
              </HeaderAction>
            )}
          </nav>
        </div>
      </div>

      <PageMain className="grid-container app-page">
        <h1 className="admin-page__title">{title}</h1>
        <section className="usa-card admin-config" aria-labelledby="admin-config-title">
          <div className="usa-card__container">
            <div className="usa-card__header">
              <h2 className="usa-card__heading" id="admin-config-title">
                {t('config.title')}
              </h2>
            </div>
            <div className="usa-card__body">
              <ul className="usa-list usa-list--unstyled admin-config__links">
                <li>
                  <Link to="/admin/medicaid-exemptions">{t('config.exemptions')}</Link>
                  <p className="admin-config__hint">{t('config.exemptionsHint')}</p>
                </li>
                <li>
                  <Link to="/state-portal">{t('config.portal')}</Link>
                  <p className="admin-config__hint">{t('config.portalHint')}</p>
                </li>
                <li>
                  <Link to="/admin/verifications">{t('config.verifications')}</Link>
                  <p className="admin-config__hint">{t('config.verificationsHint')}</p>
                </li>
                <li>
                  <Link to="/admin/data-matches">{t('config.dataMatches')}</Link>
                  <p className="admin-config__hint">{t('config.dataMatchesHint')}</p>
                </li>
                <li>
                  <Link to="/admin/audit">{t('config.audit')}</Link>
                  <p className="admin-config__hint">{t('config.auditHint')}</p>
                </li>
                <li>
                  <Link to="/admin/feedback">{t('config.feedback')}</Link>
                  <p className="admin-config__hint">{t('config.feedbackHint')}</p>
                </li>
                <li>
                  <Link to="/admin/usage">{t('config.usage')}</Link>
                  <p className="admin-config__hint">{t('config.usageHint')}</p>
                </li>
              </ul>
            </div>
          </div>
        </section>

        <UsersSection me={me} />
      </PageMain>
    </>
  );
}

interface HeaderActionProps {
  variant: string;
  pending: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A header button that keeps its focus while its call runs (aria-disabled, not disabled) and ignores clicks meanwhile. */
function HeaderAction({ variant, pending, onClick, children }: HeaderActionProps) {
  return (
    <button
      type="button"
      className={`usa-button ${variant} admin-header__button`}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) onClick();
      }}
    >
      {children}
    </button>
  );
}
