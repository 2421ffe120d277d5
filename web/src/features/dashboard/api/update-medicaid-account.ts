import type {
  UpdateMedicaidAccountRequest,
  UpdateMedicaidAccountResponse,
} from '@tracker/contracts/http/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/auth';

export function updateMedicaidAccount(
  values: UpdateMedicaidAccountRequest,
): Promise<UpdateMedicaidAccountResponse> {
  return apiRequest<UpdateMedicaidAccountResponse>('PATCH', '/api/user/medicaid-account', values);
}

/** Saves the Medicaid account details; the answer carries the updated user, which replaces the cached one. */
export function useUpdateMedicaidAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedicaidAccount,
    onSuccess: (answer) => {
      if (answer?.user) queryClient.setQueryData(currentUserQueryOptions.queryKey, answer.user);
    },
  });
}
