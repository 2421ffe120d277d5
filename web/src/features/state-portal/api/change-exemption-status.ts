import type {
  ChangeExemptionStatusRequest,
  ChangeExemptionStatusResponse,
} from '@tracker/contracts/http/exemption-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exemptionNotesKey } from '../../../lib/shared-query-keys';
import { apiRequest } from '../../../lib/api-client';
import { allExemptionsQueryOptions } from './list-all-exemptions';

export function changeExemptionStatus(
  id: string,
  request: ChangeExemptionStatusRequest,
): Promise<ChangeExemptionStatusResponse> {
  return apiRequest<ChangeExemptionStatusResponse>(
    'PATCH',
    `/api/admin/exemptions/${encodeURIComponent(id)}/status`,
    request,
  );
}

/**
 * Moves one request to a new status. The answer is the updated request: it is merged into the open
 * record at once, then the whole list is read again (other reviewers may have changed it too).
 */
export function useChangeExemptionStatus(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = allExemptionsQueryOptions();
  return useMutation({
    mutationFn: (request: ChangeExemptionStatusRequest) => changeExemptionStatus(id, request),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (requests) =>
        requests?.map((request) => (request.id === updated.id ? { ...request, ...updated } : request)),
      );
      // The reviewer's message may be kept as a note on the request.
      void queryClient.invalidateQueries({ queryKey: exemptionNotesKey(id) });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
