import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskPatch } from '../../../../core/schemas/task';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/** The full edit body, or only `{ status }` when a card's toggle flips it. */
export const updateTask = ({ id, patch }: { id: string; patch: TaskPatch }) =>
  apiRequest<Task>(`/api/tasks/${id}`, { method: 'PATCH', json: patch });

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => invalidateAfter(queryClient, 'task'),
  });
}
