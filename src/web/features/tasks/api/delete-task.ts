import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTaskData } from './invalidate-task-data';

export const deleteTask = (id: string) =>
  apiRequest<{ message: string }>(`/api/tasks/${id}`, { method: 'DELETE' });

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => invalidateTaskData(queryClient) });
}
