import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useRef } from 'react';
import { ADD_ACTIVITY_ANCHOR, useRevealWhenTargeted } from '../../../lib/dashboard-anchors';
import { AddActivityForm } from '../../activities/components/add-activity-form';
import { RecentActivities } from '../../activities/components/recent-activities';
import { TextLoggingHelp } from './text-logging-help';

/** The content of Activity Reporting: the form, the text-message channel, and the latest activities. */
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
