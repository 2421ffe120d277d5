import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterIncomeChange } from './income-keys';

export function deleteIncome(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/income/${encodeURIComponent(id)}`);
}

export function useDeleteIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncome,
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
