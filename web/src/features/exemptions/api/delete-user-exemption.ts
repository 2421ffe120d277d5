import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterExemptionChange } from './exemption-keys';

export function deleteUserExemption(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/user-exemptions/${encodeURIComponent(id)}`);
}

export function useDeleteUserExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserExemption,
    onSuccess: () => refreshAfterExemptionChange(queryClient),
  });
}
