import type { ImportVerificationsResponse } from '@tracker/contracts/http/verifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { VERIFICATION_LISTS_KEY } from './list-verifications';
import { ADMIN_VERIFICATIONS_KEY } from './verification-keys';

/** Creates a request per row of a CSV file; the answer counts them and lists the rows refused. */
export function importVerifications(file: File): Promise<ImportVerificationsResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<ImportVerificationsResponse>('POST', `${ADMIN_VERIFICATIONS_KEY[0]}/import`, body);
}

export function useImportVerifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVerifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_LISTS_KEY }),
  });
}
