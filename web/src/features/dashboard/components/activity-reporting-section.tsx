import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useTranslation } from 'react-i18next';
import { AddActivityForm } from './add-activity-form';
import { CollapsibleSection } from './collapsible-section';
import { RecentActivities } from './recent-activities';
import { TextLoggingHelp } from './text-logging-help';

/** Logging activities: the form, the text-message channel, and the latest activities. */
export function ActivityReportingSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <CollapsibleSection storageKey="activityReporting" title={t('reporting.title')}>
      <div className="dashboard-reporting">
        <AddActivityForm />
        <TextLoggingHelp user={user} />
      </div>
      <RecentActivities />
    </CollapsibleSection>
  );
}
