import type { MessageResponse } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Deletes the signed-in account and ends its sessions. */
export function deleteAccount(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('DELETE', '/api/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
