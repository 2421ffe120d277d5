import type { GetComplianceMonthsResponse } from '@tracker/contracts/http/compliance-months';
import type { MonthDetermination } from '@tracker/contracts/http/determinations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMPLIANCE_MONTHS_KEY } from '../../../lib/shared-query-keys';
import { todayIso } from '../../../lib/format';
import { apiRequest } from '../../../lib/api-client';

/** The month before today's (`YYYY-MM`), on the browser's calendar, as the stats count months. */
export function previousMonthOf(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Last month's determination: until its reporting deadline, hours and pay may still be reported for
 * it, and a month that falls short costs coverage as much as this one. Its sentences in the page's
 * language.
 */
export async function getPreviousMonth(
  timezone: string,
  language: string,
  month: string,
): Promise<MonthDetermination | null> {
  const query = new URLSearchParams({ from: month, to: month, timezone, language });
  const answer = await apiRequest<GetComplianceMonthsResponse>(
    'GET',
    `/api/compliance/months?${query.toString()}`,
  );
  return answer.months[0] ?? null;
}

export function previousMonthQueryOptions(timezone: string, language: string, today = todayIso()) {
  const month = previousMonthOf(today);
  return queryOptions({
    queryKey: [...COMPLIANCE_MONTHS_KEY, { from: month, to: month, timezone, language }] as const,
    queryFn: () => getPreviousMonth(timezone, language, month),
  });
}

export function usePreviousMonth(timezone: string, language: string) {
  return useQuery({
    ...previousMonthQueryOptions(timezone, language),
    // After a language switch the page stays as it is while the sentences come in the new language.
    placeholderData: keepPreviousData,
  });
}
