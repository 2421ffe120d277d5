import type { StartPhoneVerificationResponse } from '@tracker/contracts/http/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/auth';

/** Texts a new confirmation code to the profile's cell number; an earlier code stops working. */
export function startPhoneVerification(): Promise<StartPhoneVerificationResponse> {
  return apiRequest<StartPhoneVerificationResponse>('POST', '/api/user/phone/verify-start');
}

/**
 * Asks for a code. A 409 means the number is confirmed already (in another tab, say): the current
 * user is read again so the screen shows it.
 */
export function useStartPhoneVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPhoneVerification,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
      }
    },
  });
}
