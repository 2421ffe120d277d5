import type { UpdateProfileRequest, UpdateProfileResponse } from '@tracker/contracts/http/identity';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Changes only the fields sent; a new e-mail stays pending until its link is used. */
export function updateProfile(changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest<UpdateProfileResponse>('PATCH', '/api/profile', changes);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
