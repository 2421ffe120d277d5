import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterPaystubChange } from './income-keys';

export function deleteIncomeAttachment(incomeId: string, attachmentId: string): Promise<void> {
  return apiRequest<void>(
    'DELETE',
    `/api/income/${encodeURIComponent(incomeId)}/attachments/${encodeURIComponent(attachmentId)}`,
  );
}

export function useDeleteIncomeAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ incomeId, attachmentId }: { incomeId: string; attachmentId: string }) =>
      deleteIncomeAttachment(incomeId, attachmentId),
    onSuccess: () => refreshAfterPaystubChange(queryClient),
  });
}
