import type { MessageResponse } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends a new verification link to an address that is not verified yet. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
