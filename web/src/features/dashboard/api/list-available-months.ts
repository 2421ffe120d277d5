import type { ListAvailableMonthsResponse } from '@tracker/contracts/http/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AVAILABLE_MONTHS_KEY } from '../../../lib/shared-query-keys';
import { apiRequest } from '../../../lib/api-client';

/** Months that have activities, newest first: the months a report can be made for. */
export function listAvailableMonths(timezone: string): Promise<ListAvailableMonthsResponse> {
  return apiRequest<ListAvailableMonthsResponse>(
    'GET',
    `/api/reports/available-months?timezone=${encodeURIComponent(timezone)}`,
  );
}

export function availableMonthsQueryOptions(timezone: string) {
  return queryOptions({
    queryKey: [...AVAILABLE_MONTHS_KEY, { timezone }] as const,
    queryFn: () => listAvailableMonths(timezone),
  });
}

export function useAvailableMonths(timezone: string) {
  return useQuery(availableMonthsQueryOptions(timezone));
}

/** Where a month's report opens (a PDF, in a new tab). */
export function monthlyReportUrl(year: number, month: number, timezone: string): string {
  return `/api/reports/monthly/${year}/${month}?timezone=${encodeURIComponent(timezone)}`;
}
