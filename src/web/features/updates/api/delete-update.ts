import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const deleteUpdate = (id: string) =>
  apiRequest<{ message: string }>(`/api/updates/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpdate,
    onSuccess: () => invalidateAfter(queryClient, 'update'),
  });
}
