import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskInput } from '../../../../core/schemas/task';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const createTask = (input: TaskInput) =>
  apiRequest<Task>('/api/tasks', { method: 'POST', json: input });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => invalidateAfter(queryClient, 'task'),
  });
}
