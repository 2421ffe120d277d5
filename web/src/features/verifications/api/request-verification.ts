import type {
  AdminVerificationRequest,
  RequestVerificationRequest,
} from '@tracker/contracts/http/verifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { verificationQueryOptions } from './get-verification';
import { VERIFICATION_LISTS_KEY } from './list-verifications';
import { ADMIN_VERIFICATIONS_KEY } from './verification-keys';

/** Asks a person (by Medicaid ID or account) to show the months of a request. */
export function requestVerification(body: RequestVerificationRequest): Promise<AdminVerificationRequest> {
  return apiRequest<AdminVerificationRequest>('POST', ADMIN_VERIFICATIONS_KEY[0], body);
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (created) => {
      queryClient.setQueryData(verificationQueryOptions(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: VERIFICATION_LISTS_KEY });
    },
  });
}
