import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants/timing';
import type { DashboardStats, GetDashboardStatsResponse } from '@tracker/contracts/http/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY } from '../../../lib/shared-query-keys';
import { apiRequest } from '../../../lib/api-client';

/**
 * The answer with the month's determination, or a server from before determinations that sends only
 * the spec's figures: the dashboard then shows what it showed before rather than an error. Typed, not
 * parsed: zod is not part of the dashboard's first download.
 */
export type DashboardStatsAnswer = GetDashboardStatsResponse | DashboardStats;

/**
 * This month's figures, counted in the person's own time zone, their sentences in the page's
 * language (they are shown among its words).
 */
export function getDashboardStats(timezone: string, language: string): Promise<DashboardStatsAnswer> {
  const query = new URLSearchParams({ timezone, language });
  return apiRequest<DashboardStatsAnswer>('GET', `/api/dashboard/stats?${query.toString()}`);
}

export function dashboardStatsQueryOptions(timezone: string, language: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_STATS_KEY, { timezone, language }] as const,
    queryFn: () => getDashboardStats(timezone, language),
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useDashboardStats(timezone: string, language: string) {
  return useQuery({
    ...dashboardStatsQueryOptions(timezone, language),
    // After a language switch the figures stay on screen while their sentences come in the new one.
    placeholderData: keepPreviousData,
  });
}
