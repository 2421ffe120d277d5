import type { GetUsageResponse } from '@tracker/contracts/http/usage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const USAGE_KEY = ['/api/admin/usage'] as const;

/** The days asked for; both empty for the server's default (the last 30 days, today included). */
export interface UsageRange {
  from: string;
  to: string;
}

export const DEFAULT_RANGE: UsageRange = { from: '', to: '' };

/** Usage counts of the range: the funnel, web against text, views per page, per day and in total. */
export function getUsage(range: UsageRange): Promise<GetUsageResponse> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  return apiRequest<GetUsageResponse>('GET', search ? `${USAGE_KEY[0]}?${search}` : USAGE_KEY[0]);
}

export function usageQueryOptions(range: UsageRange) {
  return queryOptions({
    queryKey: [...USAGE_KEY, range] as const,
    queryFn: () => getUsage(range),
    // While another range loads, the last one stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useUsage(range: UsageRange) {
  return useQuery(usageQueryOptions(range));
}
