import type {
  UpdateExemptionTypeRequest,
  UpdateExemptionTypeResponse,
} from '@tracker/contracts/http/exemption-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EXEMPTION_TYPES_PATH, refreshExemptionTypes } from './list-all-exemption-types';

export function updateExemptionType(
  id: string,
  values: UpdateExemptionTypeRequest,
): Promise<UpdateExemptionTypeResponse> {
  return apiRequest<UpdateExemptionTypeResponse>(
    'PUT',
    `${EXEMPTION_TYPES_PATH}/${encodeURIComponent(id)}`,
    values,
  );
}

export function useUpdateExemptionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateExemptionTypeRequest }) =>
      updateExemptionType(id, values),
    onSuccess: () => refreshExemptionTypes(queryClient),
  });
}
