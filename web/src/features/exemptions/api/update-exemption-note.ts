import type { ExemptionNote } from '@tracker/contracts/http/exemptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exemptionNotesOfRequestQueryOptions } from './list-exemption-notes-of-request';

/** Changes the text of a note its author wrote; the text is sent trimmed. */
export function updateExemptionNote({
  id,
  noteText,
}: {
  id: string;
  noteText: string;
}): Promise<ExemptionNote> {
  return apiRequest<ExemptionNote>('PATCH', `/api/exemption-notes/${encodeURIComponent(id)}`, {
    noteText: noteText.trim(),
  });
}

export function useUpdateExemptionNote(exemptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExemptionNote,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exemptionNotesOfRequestQueryOptions(exemptionId).queryKey }),
  });
}
