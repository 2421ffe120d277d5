import { REPORTING_DEADLINE_DAY } from '@tracker/contracts/constants/compliance';
import type { RulesResponse } from '@tracker/contracts/http/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The rule profile the system runs on (`GET /api/rules`, public). It is chosen when the system starts,
 * so one answer serves the whole visit, and every screen that asks shares it. Typed, not parsed: zod
 * stays out of the pages that only ask whether pay counts or which day a month closes.
 */
export const rulesQueryOptions = queryOptions({
  queryKey: ['/api/rules'] as const,
  queryFn: () => apiRequest<RulesResponse>('GET', '/api/rules'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useRules() {
  return useQuery(rulesQueryOptions);
}

/** Whether the active profile lets pay meet a month, so the pay screens have a purpose. */
export function payCounts(rules: Pick<RulesResponse, 'income'> | undefined): boolean {
  return rules?.income != null;
}

/**
 * The reporting day of the active rules; until they arrive, or if they cannot be read, the product's
 * usual day. The server judges by its own setting either way.
 */
export function useReportingDay(): number {
  return useRules().data?.reportingDay ?? REPORTING_DEADLINE_DAY;
}
