import type { AdminVerificationRequest } from '@tracker/contracts/http/verifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_VERIFICATIONS_KEY } from './verification-keys';

/** One request with the person it names, its months, notice and hearing request. */
export function getVerification(id: string): Promise<AdminVerificationRequest> {
  return apiRequest<AdminVerificationRequest>(
    'GET',
    `${ADMIN_VERIFICATIONS_KEY[0]}/${encodeURIComponent(id)}`,
  );
}

export function verificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_VERIFICATIONS_KEY, 'detail', id] as const,
    queryFn: () => getVerification(id),
  });
}

export function useVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
