import type {
  AdminVerificationRequest,
  RequestVerificationRequest,
} from '@tracker/contracts/http/verifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
      queryClient.setQueryData([...ADMIN_VERIFICATIONS_KEY, 'detail', created.id], created);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_VERIFICATIONS_KEY, 'list'] });
    },
  });
}
