import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A verification request as reviewers see it, with each month's answer and what it lacks. */
export function getVerification(id: string): Promise<AdminVerificationRequest> {
  return apiRequest<AdminVerificationRequest>('GET', `/api/admin/verifications/${encodeURIComponent(id)}`);
}

export function verificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/admin/verifications', id] as const,
    queryFn: () => getVerification(id),
  });
}

export function useVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
