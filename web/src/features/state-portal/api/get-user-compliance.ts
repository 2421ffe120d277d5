import type { GetUserComplianceResponse } from '@tracker/contracts/http/compliance-months';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The person's determination of the current month, as reporting judges it today. The month is the
 * state's (the server's configured time zone), not the reviewer's; the sentences are in `language`,
 * the page's. Each read is audited.
 */
export function getUserCompliance(userId: string, language: string): Promise<GetUserComplianceResponse> {
  const query = new URLSearchParams({ language });
  return apiRequest<GetUserComplianceResponse>(
    'GET',
    `/api/admin/user/${encodeURIComponent(userId)}/compliance?${query.toString()}`,
  );
}

export function userComplianceQueryOptions(userId: string, language: string) {
  return queryOptions({
    queryKey: ['/api/admin/user', userId, 'compliance', { language }] as const,
    queryFn: () => getUserCompliance(userId, language),
    // The month changes with what the person logs and what reviewers decide: each opening of a case
    // reads it afresh rather than what an earlier case of the same person showed.
    staleTime: 0,
  });
}

export function useUserCompliance(userId: string, language: string) {
  return useQuery(userComplianceQueryOptions(userId, language));
}
