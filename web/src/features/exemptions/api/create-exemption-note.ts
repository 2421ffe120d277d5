import type { ExemptionNote } from '@tracker/contracts/http/exemptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { exemptionNotesOfRequestQueryOptions } from './list-exemption-notes-of-request';

export interface NewExemptionNote {
  exemptionId: string;
  noteText: string;
  /** Enrollees write as `enrollee`; reviewers as `state_admin`. The server checks it against the session. */
  authorType: 'enrollee' | 'state_admin';
  /** Internal notes stay among administrators. */
  isInternal: boolean;
}

/** Adds a note to a request; the text is sent trimmed. */
export function createExemptionNote(note: NewExemptionNote): Promise<ExemptionNote> {
  return apiRequest<ExemptionNote>('POST', '/api/exemption-notes', {
    ...note,
    noteText: note.noteText.trim(),
  });
}

export function useCreateExemptionNote(exemptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExemptionNote,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: exemptionNotesOfRequestQueryOptions(exemptionId).queryKey }),
  });
}
