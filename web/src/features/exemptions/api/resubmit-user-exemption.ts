import type { ResubmitUserExemptionResponse } from '@tracker/contracts/http/exemptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterExemptionChange } from './exemption-keys';

/** Sends a request the reviewers were waiting on back to them. */
export function resubmitUserExemption(id: string): Promise<ResubmitUserExemptionResponse> {
  return apiRequest<ResubmitUserExemptionResponse>(
    'PATCH',
    `/api/user-exemptions/${encodeURIComponent(id)}/resubmit`,
  );
}

export function useResubmitUserExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitUserExemption,
    onSuccess: () => refreshAfterExemptionChange(queryClient),
  });
}
