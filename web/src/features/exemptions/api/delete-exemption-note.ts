import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exemptionNotesOfRequestQueryOptions } from './list-exemption-notes-of-request';

export function deleteExemptionNote(noteId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/exemption-notes/${encodeURIComponent(noteId)}`);
}

export function useDeleteExemptionNote(exemptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExemptionNote,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exemptionNotesOfRequestQueryOptions(exemptionId).queryKey }),
  });
}
