import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useTranslation } from 'react-i18next';
import { useStopImpersonation } from '../lib/impersonation';
import { useDocumentTitle } from './document-title';
import { PageMain } from './page-main';

/**
 * What an administration page shows while its administrator is impersonating someone: the session
 * is the enrollee's, so the page cannot open, but this is no access error. It says whose account is
 * in use and stops the impersonation here; the page then opens with the administrator's own rights.
 */
export function StopImpersonatingFirst({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const stop = useStopImpersonation();
  useDocumentTitle(t('impersonation.firstTitle'));
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <PageMain className="grid-container app-page">
      <h1>{t('impersonation.firstTitle')}</h1>
      <div className="usa-alert usa-alert--warning">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('impersonation.firstBody', { name, username: user.username })}</p>
        </div>
      </div>
      <p>
        <button
          type="button"
          className="usa-button usa-button--accent-warm"
          onClick={() => stop.mutate()}
          disabled={stop.isPending}
        >
          {stop.isPending ? t('impersonation.stopping') : t('impersonation.stop')}
        </button>
      </p>
    </PageMain>
  );
}
