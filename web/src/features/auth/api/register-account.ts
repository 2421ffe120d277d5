import type { MessageResponse, RegisterRequest } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The registration call's body: the form's checked values, with the monthly hours as text. */
export type RegisterPayload = Omit<RegisterRequest, 'requiredMonthlyHours'> & {
  requiredMonthlyHours: string;
};

/** Creates an unverified account; a verification link goes to its e-mail. */
export function registerAccount(payload: RegisterPayload): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/register', payload);
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
