import type { CurrentUser } from '@tracker/contracts/http/identity';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from './collapsible-section';
import { DeferredContent } from './deferred-content';

// The section starts below the first screen on a phone and on a desktop, and its form brings the
// form library: its code comes after the dashboard's own. The download starts as soon as this module
// runs, with the dashboard's first render, not when the section mounts after it.
const reporting = import('./activity-reporting');
// A failed download shows in the section (DeferredContent), not as an unhandled rejection too.
reporting.catch(() => undefined);
const ActivityReporting = lazy(() => reporting.then((m) => ({ default: m.ActivityReporting })));

/** Logging activities: the form, the text-message channel, and the latest activities. */
export function ActivityReportingSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <CollapsibleSection storageKey="activityReporting" title={t('reporting.title')}>
      <DeferredContent failureMessage={t('reporting.loadError')}>
        <ActivityReporting user={user} />
      </DeferredContent>
    </CollapsibleSection>
  );
}
