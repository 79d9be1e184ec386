import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const deleteTask = (id: string) =>
  apiRequest<{ message: string }>(`/api/tasks/${id}`, { method: 'DELETE' });

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => invalidateAfter(queryClient, 'task'),
  });
}
