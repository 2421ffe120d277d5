import type { CurrentUser } from '@tracker/contracts/http/identity';
import { AddActivityForm } from './add-activity-form';
import { RecentActivities } from './recent-activities';
import { TextLoggingHelp } from './text-logging-help';

/** The content of Activity Reporting: the form, the text-message channel, and the latest activities. */
export function ActivityReporting({ user }: { user: CurrentUser }) {
  return (
    <>
      <div className="dashboard-reporting">
        <AddActivityForm />
        <TextLoggingHelp user={user} />
      </div>
      <RecentActivities />
    </>
  );
}
