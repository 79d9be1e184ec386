import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '../../../../core/schemas/task';
import { apiGet } from '../../../lib/api-client';

export const tasksQueryKey = ['/api/tasks'] as const;

export const getTasks = (signal?: AbortSignal) => apiGet<Task[]>('/api/tasks', signal);

export const tasksQueryOptions = () =>
  queryOptions({ queryKey: tasksQueryKey, queryFn: ({ signal }) => getTasks(signal) });

/** Every task with its project's name and address, newest first. */
export const useTasks = () => useQuery(tasksQueryOptions());
