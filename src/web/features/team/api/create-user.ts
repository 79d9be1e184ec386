import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreated, UserCreateInput } from '../../../../core/schemas/team';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/** Adds a person; the answer holds their single-use invitation link (shown once). */
export const createUser = (input: UserCreateInput) =>
  apiRequest<UserCreated>('/api/users', { method: 'POST', json: input });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateAfter(queryClient, 'teamMember'),
  });
}
