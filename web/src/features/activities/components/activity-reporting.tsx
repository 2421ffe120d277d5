import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useRef } from 'react';
import { ADD_ACTIVITY_ANCHOR, useRevealWhenTargeted } from '../../../lib/dashboard-anchors';
import { AddActivityForm } from './add-activity-form';
import { RecentActivities } from './recent-activities';
import { TextLoggingHelp } from './text-logging-help';
import '../activity-reporting.css';

/**
 * The dashboard's Activity Reporting: the form, the text-message channel, and the latest activities.
 * The dashboard's section holds it and downloads its code once its status has been painted.
 */
export function ActivityReporting({ user }: { user: CurrentUser }) {
  const addActivity = useRef<HTMLDivElement>(null);
  // The top answer's "Log hours" leads here: straight to the form's first field.
  useRevealWhenTargeted(ADD_ACTIVITY_ANCHOR, addActivity, { focus: 'first-field' });
  return (
    <>
      <div className="dashboard-reporting">
        <div id={ADD_ACTIVITY_ANCHOR} ref={addActivity} className="dashboard-reporting__add">
          <AddActivityForm />
        </div>
        <TextLoggingHelp user={user} />
      </div>
      <RecentActivities />
    </>
  );
}
