import type { MessageResponse } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
