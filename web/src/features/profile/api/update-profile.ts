import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '../../../lib/profile';

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
