import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamUser, UserPatchInput } from '../../../../core/schemas/team';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/** Renames, changes the role, or (de)activates; a new role or deactivation ends their sessions. */
export const updateUser = ({ id, patch }: { id: string; patch: UserPatchInput }) =>
  apiRequest<TeamUser>(`/api/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateAfter(queryClient, 'teamMember'),
  });
}
