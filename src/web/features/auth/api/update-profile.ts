import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatchInput, User } from '../../../../core/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Changes the signed-in person's own e-mail address. */
export const updateProfile = (input: ProfilePatchInput) =>
  apiRequest<User>('/api/auth/user', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}
