import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EXEMPTION_TYPES_PATH, refreshExemptionTypes } from './list-all-exemption-types';

export function deleteExemptionType(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `${EXEMPTION_TYPES_PATH}/${encodeURIComponent(id)}`);
}

export function useDeleteExemptionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExemptionType,
    onSuccess: () => refreshExemptionTypes(queryClient),
  });
}
