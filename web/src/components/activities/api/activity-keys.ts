import type { QueryClient } from '@tanstack/react-query';

export const ACTIVITIES_KEY = ['/api/activities'] as const;
/** Prefix of the dashboard's stats reads (the full key adds the time zone). */
export const DASHBOARD_STATS_KEY = ['/api/dashboard/stats'] as const;
export const REPORTING_HOURS_KEY = ['/api/user/reporting-hours'] as const;
export const AVAILABLE_MONTHS_KEY = ['/api/reports/available-months'] as const;
/** Prefix of the months' determinations, which hours change as much as pay. */
export const COMPLIANCE_MONTHS_KEY = ['/api/compliance/months'] as const;

/**
 * After an activity is created, edited or deleted: the lists (including an open activity, whose key
 * starts the same) and every figure computed from the hours.
 */
export function refreshAfterActivityChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      ACTIVITIES_KEY,
      DASHBOARD_STATS_KEY,
      REPORTING_HOURS_KEY,
      AVAILABLE_MONTHS_KEY,
      COMPLIANCE_MONTHS_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** After a file is attached or removed: only the lists show attachments. */
export function refreshAfterAttachmentChange(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
}
