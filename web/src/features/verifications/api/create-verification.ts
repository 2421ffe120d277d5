import type {
  AdminVerificationRequest,
  RequestVerificationRequest,
} from '@tracker/contracts/http/verifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { verificationQueryOptions } from './get-verification';
import { VERIFICATION_LISTS_KEY } from './get-verifications';
import { ADMIN_VERIFICATIONS_KEY } from './verification-keys';

/** Asks a person (by Medicaid ID or account) to show the months of a request. */
export function createVerification(body: RequestVerificationRequest): Promise<AdminVerificationRequest> {
  return apiRequest<AdminVerificationRequest>('POST', ADMIN_VERIFICATIONS_KEY[0], body);
}

export function useCreateVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVerification,
    onSuccess: (created) => {
      queryClient.setQueryData(verificationQueryOptions(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: VERIFICATION_LISTS_KEY });
    },
  });
}
