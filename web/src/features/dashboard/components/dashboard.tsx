import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { VerificationRequest } from '@tracker/contracts/http/verifications';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, todayIso } from '../../../lib/format';
import { useDocumentTitle } from '../../../components/document-title';
import { SiteFooter } from '../../../components/site-footer';
import { PageMain } from '../../../components/page-main';
import { Spinner } from '../../../components/spinner';
import { AfterFirstPaint } from '../../../lib/after-first-paint';
import { useCurrentUser } from '../../../lib/auth';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { usePreviousMonth } from '../api/get-previous-month';
import type { Answer, DashboardParts } from '../lib/parts';
import { toDoItems } from '../lib/to-do';
import { dashboardWarnings } from '../lib/warnings';
import { ActivityReportingSection } from './activity-reporting-section';
import { DashboardHeader } from './dashboard-header';
import { DashboardWarnings } from './dashboard-warnings';
import { ExemptionManagementSection } from './exemption-management-section';
import { FeedbackEntry } from './feedback-entry';
import { ImpersonationBanner } from './impersonation-banner';
import { MedicaidStatusSection } from './medicaid-status-section';
import { StatCards } from './stat-cards';
import { StateCheckArea } from './state-check-area';
import { ToDoList } from './to-do-list';
import { TopAnswer } from './top-answer';
import '../dashboard.css';
import '../i18n';

interface DashboardProps {
  /** The person's exemption requests. */
  exemptions: Answer<readonly UserExemption[]>;
  /** The state's verification requests of the person. */
  verifications: Answer<readonly VerificationRequest[]>;
  parts: DashboardParts;
}

/**
 * The enrollee's dashboard: this month's status and hours, reports, the Medicaid account, activities
 * and exemption requests (`parts` and the reads of the features that own them), and a way to send
 * feedback.
 */
export function Dashboard({ exemptions, verifications, parts }: DashboardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  useDocumentTitle(t('title'));
  const timezone = useMemo(browserTimeZone, []);
  const stats = useDashboardStats(timezone, i18n.language);
  const previousMonth = usePreviousMonth(timezone, i18n.language);
  // The page appears with its answer, never without it: the stats, the exemption requests, the state's
  // verification requests and last month come with the user (all are asked for before the first
  // render), so holding the page for them costs next to nothing, and nothing waiting on the person drops in above the answer once it is read.
  // Only the first time: a later read (a language switch asks anew) never takes the page away.
  const shown = useRef(false);
  const firstReads =
    stats.isPending || exemptions.isPending || previousMonth.isPending || verifications.isPending;
  if (!user || (firstReads && !shown.current)) return <Spinner />;
  shown.current = true;

  const warnings = dashboardWarnings(stats.data, user.birthdate, todayIso(), exemptions.data);
  // From current state: a request approved, denied or back in review, or a month since met, goes.
  // A failed read of the state's requests leaves them out rather than holding up the page.
  const toDo = toDoItems(user, exemptions.data, previousMonth.data, verifications.data);

  return (
    <>
      {user.isImpersonating && <ImpersonationBanner user={user} />}
      <DashboardHeader user={user} />
      <PageMain className="grid-container app-page dashboard-page">
        <h1>{t('welcome', { name: user.firstName || user.username })}</h1>
        {/* The answer first, on a phone too: what is waiting, the month, its deadline, Log hours. */}
        {stats.data ? (
          <TopAnswer stats={stats.data} toDo={toDo} parts={parts} />
        ) : (
          toDo.length > 0 && <ToDoList items={toDo} parts={parts} />
        )}
        <StateCheckArea requests={verifications.data ?? []} StateCheckCard={parts.StateCheckCard} />
        <p className="dashboard-intro">{t('intro')}</p>
        <DashboardWarnings
          warnings={warnings}
          requiredHours={user.requiredMonthlyHours}
          typeName={parts.requestTypeName}
        />
        <StatCards stats={stats} timezone={timezone} />
        {/* The status and hours first; the sections below (their code and calls) once those show. */}
        <AfterFirstPaint>
          <MedicaidStatusSection
            user={user}
            stats={stats.data}
            warningCount={warnings.length}
            NotificationsArea={parts.NotificationsArea}
          />
          <ActivityReportingSection user={user} ActivityReporting={parts.ActivityReporting} />
          <ExemptionManagementSection ExemptionManagement={parts.ExemptionManagement} />
          <FeedbackEntry />
        </AfterFirstPaint>
      </PageMain>
      {/* With the sections: shown alone, it would be pushed down the screen when they come. */}
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
    </>
  );
}
