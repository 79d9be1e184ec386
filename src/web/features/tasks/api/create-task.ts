import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskInput } from '../../../../core/schemas/task';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';
import { isQueued, sendOrQueue, type QueuedResult } from '../../offline';
import { newIdempotencyKey } from '../../uploads';

export const createTask = (input: TaskInput, idempotencyKey?: string) =>
  apiRequest<Task>('/api/tasks', {
    method: 'POST',
    json: input,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it fails at once and goes to the offline queue instead of waiting (decision 195).
    networkMode: 'always',
    mutationFn: (input: TaskInput): Promise<Task | QueuedResult> => {
      // One key per create: a send whose answer was lost is repeated with it, never doubled.
      const idempotencyKey = newIdempotencyKey();
      return sendOrQueue(() => createTask(input, idempotencyKey), {
        kind: 'task',
        idempotencyKey,
        url: '/api/tasks',
        body: { type: 'json', json: { ...input } },
        summary: {
          text: input.title,
          projectId: input.projectId,
          project: input.project ?? '',
          date: input.dueDate ?? null,
          photos: 0,
        },
      });
    },
    onSuccess: (result) => {
      if (!isQueued(result)) return invalidateAfter(queryClient, 'task');
    },
  });
}
