import type {
  ReorderExemptionTypesRequest,
  ReorderExemptionTypesResponse,
} from '@tracker/contracts/http/exemption-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withOrder } from '../lib/order';
import { REQUESTABLE_EXEMPTION_TYPES_KEY } from '../../../lib/shared-query-keys';
import {
  EXEMPTION_TYPES_PATH,
  allExemptionTypesQueryOptions,
  refreshExemptionTypes,
} from './list-all-exemption-types';

export function reorderExemptionTypes(
  request: ReorderExemptionTypesRequest,
): Promise<ReorderExemptionTypesResponse> {
  return apiRequest<ReorderExemptionTypesResponse>('PATCH', `${EXEMPTION_TYPES_PATH}/reorder`, request);
}

/**
 * Saves a new order. The table shows it at once, since the row was already dropped there; if the
 * server refuses, the list is read again and the rows go back to where the server has them.
 */
export function useReorderExemptionTypes() {
  const queryClient = useQueryClient();
  const { queryKey } = allExemptionTypesQueryOptions();
  return useMutation({
    mutationFn: reorderExemptionTypes,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (types) => (types ? withOrder(types, request.items) : types));
    },
    onSuccess: (types) => {
      queryClient.setQueryData(queryKey, types);
      return queryClient.invalidateQueries({ queryKey: REQUESTABLE_EXEMPTION_TYPES_KEY });
    },
    onError: () => refreshExemptionTypes(queryClient),
  });
}
