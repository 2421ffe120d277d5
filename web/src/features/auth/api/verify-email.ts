import type { VerifyEmailResponse } from '@tracker/contracts/http/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Uses a verification link's token. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('GET', `/api/verify-email?token=${encodeURIComponent(token)}`);
}

/**
 * A query rather than a mutation so that React's development double mount shares one request: the
 * token works once, and a second call would report a used link. The answer is kept for the visit.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
}
