import { REPORTING_HOURS_FRESH_MS } from '@tracker/contracts/constants/timing';
import type { GetReportingHoursResponse } from '@tracker/contracts/http/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORTING_HOURS_KEY } from '../../../lib/shared-query-keys';
import { apiRequest } from '../../../lib/api-client';

/** The hours still due this month and why, in a sentence from the server in the page's language. */
export function getReportingHours(timezone: string, language: string): Promise<GetReportingHoursResponse> {
  const query = new URLSearchParams({ timezone, language });
  return apiRequest<GetReportingHoursResponse>('GET', `/api/user/reporting-hours?${query.toString()}`);
}

export function reportingHoursQueryOptions(timezone: string, language: string) {
  return queryOptions({
    queryKey: [...REPORTING_HOURS_KEY, { timezone, language }] as const,
    queryFn: () => getReportingHours(timezone, language),
    staleTime: REPORTING_HOURS_FRESH_MS,
    retry: false,
  });
}

export function useReportingHours(timezone: string, language: string) {
  return useQuery(reportingHoursQueryOptions(timezone, language));
}
