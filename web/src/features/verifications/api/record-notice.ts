import type { AdminVerificationRequest, RecordNoticeRequest } from '@tracker/contracts/http/verifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { verificationQueryOptions } from './get-verification';
import { VERIFICATION_LISTS_KEY } from './list-verifications';
import { ADMIN_VERIFICATIONS_KEY } from './verification-keys';

/** Records the notice of noncompliance sent to the person, which opens their window to answer. */
export function recordNotice(id: string, body: RecordNoticeRequest): Promise<AdminVerificationRequest> {
  return apiRequest<AdminVerificationRequest>(
    'POST',
    `${ADMIN_VERIFICATIONS_KEY[0]}/${encodeURIComponent(id)}/notice`,
    body,
  );
}

export function useRecordNotice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordNoticeRequest) => recordNotice(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(verificationQueryOptions(id).queryKey, updated);
      return queryClient.invalidateQueries({ queryKey: VERIFICATION_LISTS_KEY });
    },
  });
}
