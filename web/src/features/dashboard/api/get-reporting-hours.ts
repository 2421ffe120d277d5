import { REPORTING_HOURS_FRESH_MS } from '@tracker/contracts/constants';
import type { ReportingHoursResponse } from '@tracker/contracts/http/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORTING_HOURS_KEY } from '../../../components/activities/api/activity-keys';
import { apiRequest } from '../../../lib/api-client';

/** The hours still due this month and why, in a sentence from the server. */
export function getReportingHours(timezone: string): Promise<ReportingHoursResponse> {
  return apiRequest<ReportingHoursResponse>(
    'GET',
    `/api/user/reporting-hours?timezone=${encodeURIComponent(timezone)}`,
  );
}

export function reportingHoursQueryOptions(timezone: string) {
  return queryOptions({
    queryKey: [...REPORTING_HOURS_KEY, { timezone }] as const,
    queryFn: () => getReportingHours(timezone),
    staleTime: REPORTING_HOURS_FRESH_MS,
    retry: false,
  });
}

export function useReportingHours(timezone: string) {
  return useQuery(reportingHoursQueryOptions(timezone));
}
