import type { MessageResponse } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Ends an administrator's impersonation; the server gives the administrator their own session back. */
export function stopImpersonating(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/admin/stop-impersonating', {});
}

export function useStopImpersonating() {
  return useMutation({ mutationFn: stopImpersonating });
}
