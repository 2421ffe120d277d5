import type { RequestHearingRequest, VerificationRequest } from '@tracker/contracts/http/verifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownVerificationsQueryOptions } from './list-own-verifications';
import { OWN_VERIFICATIONS_KEY } from './verification-keys';

/** Asks for a fair hearing about a request the state found noncompliant. */
export function requestHearing(id: string, body: RequestHearingRequest): Promise<VerificationRequest> {
  return apiRequest<VerificationRequest>(
    'POST',
    `${OWN_VERIFICATIONS_KEY[0]}/${encodeURIComponent(id)}/hearing-request`,
    body,
  );
}

export function useRequestHearing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestHearingRequest) => requestHearing(id, body),
    // The answer is the request as it now stands: put it in the list without asking for it again.
    onSuccess: (updated) => {
      queryClient.setQueryData(ownVerificationsQueryOptions().queryKey, (current) =>
        current?.map((request) => (request.id === updated.id ? updated : request)),
      );
    },
  });
}
