import type { RequestExemptionRequest, RequestExemptionResponse } from '@tracker/contracts/http/exemptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterExemptionChange } from './exemption-keys';

/**
 * The request's fields as multipart text: unset values are left out, booleans and numbers written
 * out. The owner, creator and status are the server's to set.
 */
export function exemptionFormData(values: RequestExemptionRequest, file: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) body.append(name, String(value));
  }
  if (file) body.append('file', file);
  return body;
}

/** Requests an exemption, with an optional supporting document, in one multipart call. */
export function requestExemption(
  values: RequestExemptionRequest,
  file: File | null,
): Promise<RequestExemptionResponse> {
  return apiRequest<RequestExemptionResponse>(
    'POST',
    '/api/user-exemptions',
    exemptionFormData(values, file),
  );
}

export function useRequestExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: RequestExemptionRequest; file: File | null }) =>
      requestExemption(values, file),
    onSuccess: () => refreshAfterExemptionChange(queryClient),
  });
}
