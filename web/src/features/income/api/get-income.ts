import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants/timing';
import type { IncomeRecord } from '@tracker/contracts/http/income';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiListPage, apiRequest, type ListPage } from '../../../lib/api-client';
import { INCOME_KEY } from './income-keys';

/** Pay records per page of the list. */
export const INCOME_PAGE_SIZE = 50;

/** The person's pay records, newest pay date first, a page at a time (`Link: rel="next"`). */
export function incomePagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...INCOME_KEY, 'pages'],
    queryFn: ({ pageParam }) => apiListPage<IncomeRecord>(pageParam),
    initialPageParam: `/api/income?limit=${INCOME_PAGE_SIZE}`,
    getNextPageParam: (last: ListPage<IncomeRecord>) => last.next ?? undefined,
    // Pay texted in (PAY 620 Walmart) shows up on its own while the list is open.
    refetchInterval: REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useIncomePages() {
  return useInfiniteQuery(incomePagesQueryOptions());
}

/** Keyed under the list's key, so whatever refreshes the list refreshes an open record too. */
export function incomeRecordQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...INCOME_KEY, id] as const,
    queryFn: () => apiRequest<IncomeRecord>('GET', `/api/income/${encodeURIComponent(id)}`),
  });
}

export function useIncomeRecord(id: string) {
  return useQuery(incomeRecordQueryOptions(id));
}
