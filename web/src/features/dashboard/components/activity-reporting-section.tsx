import type { CurrentUser } from '@tracker/contracts/http/identity';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ADD_ACTIVITY_ANCHOR } from '../../../lib/dashboard-anchors';
import { CollapsibleSection } from './collapsible-section';
import { DeferredContent } from './deferred-content';

// The section starts below the first screen on a phone and on a desktop, and its form brings the
// form library: its code is asked for when the section mounts, which the dashboard does once its
// status has been painted.
const ActivityReporting = lazy(() =>
  import('./activity-reporting').then((m) => ({ default: m.ActivityReporting })),
);

/** Logging activities: the form, the text-message channel, and the latest activities. */
export function ActivityReportingSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <CollapsibleSection
      storageKey="activityReporting"
      title={t('reporting.title')}
      holds={(anchor) => anchor === ADD_ACTIVITY_ANCHOR}
    >
      <DeferredContent failureMessage={t('reporting.loadError')}>
        <ActivityReporting user={user} />
      </DeferredContent>
    </CollapsibleSection>
  );
}
