import type {
  UpdateUserExemptionRequest,
  UpdateUserExemptionResponse,
} from '@tracker/contracts/http/exemptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterExemptionChange } from './exemption-keys';

/** Saves an edited request; its type never changes, so it is not sent. */
export function updateUserExemption(
  id: string,
  values: UpdateUserExemptionRequest,
): Promise<UpdateUserExemptionResponse> {
  return apiRequest<UpdateUserExemptionResponse>(
    'PUT',
    `/api/user-exemptions/${encodeURIComponent(id)}`,
    values,
  );
}

export function useUpdateUserExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateUserExemptionRequest }) =>
      updateUserExemption(id, values),
    onSuccess: () => refreshAfterExemptionChange(queryClient),
  });
}
