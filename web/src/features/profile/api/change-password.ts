import type { ChangePasswordRequest, MessageResponse } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Replaces the password after checking the current one; the server ends the account's other sessions. */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('PATCH', '/api/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
