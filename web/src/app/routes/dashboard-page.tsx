import { lazy, useMemo } from 'react';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import type { DashboardParts } from '../../features/dashboard/lib/parts';
import { useUserExemptions } from '../../features/exemptions/api/list-user-exemptions';
import { useRequestTypeName } from '../../features/exemptions/hooks/use-type-words';
import { NotificationsArea } from '../../features/notifications/components/notifications-area';
import { useOwnVerifications } from '../../features/verifications/api/list-own-verifications';
import { StateCheckCard } from '../../features/verifications/components/state-check-card';
import { StateCheckToDo } from '../../features/verifications/components/state-check-to-do';

// Both sections start below the first screen on a phone and on a desktop, and their forms bring the
// form library: their code is asked for when the dashboard mounts them, once its status has been
// painted, so its first download stays the size of the status.
const ActivityReporting = lazy(() =>
  import('../../features/activities/components/activity-reporting').then((m) => ({
    default: m.ActivityReporting,
  })),
);
const ExemptionManagement = lazy(() =>
  import('../../features/exemptions/components/exemption-management').then((m) => ({
    default: m.ExemptionManagement,
  })),
);

/**
 * `/dashboard` for enrollees: the dashboard, with the activities, exemption requests, notifications and
 * state checks that their features show on it.
 */
export function DashboardPage() {
  const exemptions = useUserExemptions();
  const verifications = useOwnVerifications();
  const requestTypeName = useRequestTypeName();
  const parts = useMemo<DashboardParts>(
    () => ({
      requestTypeName,
      StateCheckCard,
      StateCheckToDo,
      NotificationsArea,
      ActivityReporting,
      ExemptionManagement,
    }),
    [requestTypeName],
  );
  return <Dashboard exemptions={exemptions} verifications={verifications} parts={parts} />;
}
