import type { CurrentUser } from '@tracker/contracts/http/identity';
import { useTranslation } from 'react-i18next';
import { ADD_ACTIVITY_ANCHOR } from '../../../lib/dashboard-anchors';
import { CollapsibleSection } from './collapsible-section';
import type { DashboardParts } from '../lib/parts';
import { DeferredContent } from './deferred-content';

/**
 * Logging activities: the form, the text-message channel, and the latest activities. The content's
 * code is asked for when the section mounts, which the dashboard does once its status has been painted.
 */
export function ActivityReportingSection({
  user,
  ActivityReporting,
}: {
  user: CurrentUser;
  ActivityReporting: DashboardParts['ActivityReporting'];
}) {
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
