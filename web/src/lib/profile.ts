import type { UpdateProfileRequest, UpdateProfileResponse } from '@tracker/contracts/http/identity';
import { apiRequest } from './api-client';

/**
 * Changes only the fields sent; a new e-mail stays pending until its link is used. The profile page
 * sends the person's details, the language switch their language.
 */
export function updateProfile(changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest<UpdateProfileResponse>('PATCH', '/api/profile', changes);
}
