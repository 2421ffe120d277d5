import type { VerifyPhoneRequest, VerifyPhoneResponse } from '@tracker/contracts/http/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/auth';

/** Confirms the cell number with the texted code; the answer is the user with the number confirmed. */
export function verifyPhone(body: VerifyPhoneRequest): Promise<VerifyPhoneResponse> {
  return apiRequest<VerifyPhoneResponse>('POST', '/api/user/phone/verify', body);
}

/**
 * Confirms the number. The answer's user replaces the cached one at once, and the current user is
 * read again so every screen (the dashboard's texting help too) agrees with the server.
 */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryOptions.queryKey, answer.user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    },
  });
}
