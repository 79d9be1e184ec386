import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '../../../../core/schemas/team';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/** A new single-use link for a person; the previous one stops working. */
export const createInvitation = (userId: string) =>
  apiRequest<Invitation>(`/api/users/${encodeURIComponent(userId)}/invitation`, {
    method: 'POST',
  });

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => invalidateAfter(queryClient, 'teamMember'),
  });
}
