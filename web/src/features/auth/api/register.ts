import type { MessageResponse, RegisterRequest } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Creates an unverified account; a verification link goes to its e-mail. The required monthly hours
 * are the state's to decide, so the body never carries them.
 */
export function register(payload: RegisterRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/register', payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
