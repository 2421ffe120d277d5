import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/entry-window';
import { refreshAfterIncomeChange } from './income-keys';

/** Deletes a pay record, as of today in the browser's zone: the server refuses one of a closed month. */
export function deleteIncome(id: string): Promise<void> {
  return apiRequest<void>('DELETE', withTimeZone(`/api/income/${encodeURIComponent(id)}`));
}

export function useDeleteIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncome,
    onSuccess: () => refreshAfterIncomeChange(queryClient),
  });
}
