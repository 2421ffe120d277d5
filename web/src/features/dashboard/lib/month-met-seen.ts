import { useEffect } from 'react';
import { trackMonthMetSeen } from '../../../lib/analytics';
import type { DashboardStatsAnswer } from '../api/get-dashboard-stats';

/**
 * The usage funnel's "first month met": reported the first time this browser shows a met month. No
 * event of the system announces a met month, so the dashboard that shows it is where it is counted;
 * an administrator impersonating the person is not the person seeing it.
 */
export function useMonthMetSeen(stats: DashboardStatsAnswer | undefined, impersonating: boolean): void {
  const met = stats !== undefined && 'determination' in stats && stats.determination === 'met';
  const month = stats ? `${stats.year}-${String(stats.month).padStart(2, '0')}` : undefined;
  useEffect(() => {
    if (met && month && !impersonating) trackMonthMetSeen(month);
  }, [met, month, impersonating]);
}
