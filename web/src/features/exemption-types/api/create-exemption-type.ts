import type {
  CreateExemptionTypeRequest,
  CreateExemptionTypeResponse,
} from '@tracker/contracts/http/exemption-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EXEMPTION_TYPES_PATH, refreshExemptionTypes } from './list-all-exemption-types';

export function createExemptionType(
  values: CreateExemptionTypeRequest,
): Promise<CreateExemptionTypeResponse> {
  return apiRequest<CreateExemptionTypeResponse>('POST', EXEMPTION_TYPES_PATH, values);
}

export function useCreateExemptionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExemptionType,
    onSuccess: () => refreshExemptionTypes(queryClient),
  });
}
