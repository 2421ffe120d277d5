import type {
  ListAllExemptionTypesResponse,
  ReorderExemptionTypesRequest,
  ReorderExemptionTypesResponse,
} from '@tracker/contracts/http/exemption-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withOrder } from '../lib/order';
import { EXEMPTION_TYPES_KEY, OFFERED_TYPES_KEY, refreshExemptionTypes } from './get-exemption-types';

export function reorderExemptionTypes(
  request: ReorderExemptionTypesRequest,
): Promise<ReorderExemptionTypesResponse> {
  return apiRequest<ReorderExemptionTypesResponse>('PATCH', `${EXEMPTION_TYPES_KEY[0]}/reorder`, request);
}

/**
 * Saves a new order. The table shows it at once, since the row was already dropped there; if the
 * server refuses, the list is read again and the rows go back to where the server has them.
 */
export function useReorderExemptionTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderExemptionTypes,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: EXEMPTION_TYPES_KEY });
      queryClient.setQueryData<ListAllExemptionTypesResponse>(EXEMPTION_TYPES_KEY, (types) =>
        types ? withOrder(types, request.items) : types,
      );
    },
    onSuccess: (types) => {
      queryClient.setQueryData(EXEMPTION_TYPES_KEY, types);
      return queryClient.invalidateQueries({ queryKey: OFFERED_TYPES_KEY });
    },
    onError: () => refreshExemptionTypes(queryClient),
  });
}
