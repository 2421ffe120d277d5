import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { SiteFooter } from '../../../components/site-footer';
import { PageMain } from '../../../components/page-main';
import { Spinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/auth';
import '../dashboard.css';
import '../i18n';
import { DashboardHeader } from './dashboard-header';
import { ImpersonationBanner } from './impersonation-banner';
import { RequirementSummary } from './requirement-summary';

/** `/dashboard` for enrollees: the header, a greeting and the monthly requirement. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  useDocumentTitle(t('title'));
  if (!user) return <Spinner />;

  return (
    <>
      {user.isImpersonating && <ImpersonationBanner user={user} />}
      <DashboardHeader user={user} />
      <PageMain className="grid-container app-page dashboard-page">
        <h1>{t('welcome', { name: user.firstName || user.username })}</h1>
        <p className="dashboard-intro">{t('intro')}</p>
        <RequirementSummary requiredHours={user.requiredMonthlyHours} />
      </PageMain>
      <SiteFooter />
    </>
  );
}
