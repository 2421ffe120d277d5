import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exemptionNotesKey } from './exemption-keys';

export function deleteExemptionNote(noteId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/exemption-notes/${encodeURIComponent(noteId)}`);
}

export function useDeleteExemptionNote(exemptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExemptionNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exemptionNotesKey(exemptionId) }),
  });
}
