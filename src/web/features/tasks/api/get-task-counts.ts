import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskCounts } from '../../../../core/schemas/task';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const taskCountsQueryOptions = (projectId?: string) =>
  queryOptions({
    queryKey: queryKeys.taskCounts(projectId),
    queryFn: ({ signal }) =>
      apiGet<TaskCounts>(
        `/api/tasks/counts${projectId ? `?projectId=${encodeURIComponent(projectId)}` : ''}`,
        signal,
      ),
  });

/** How many tasks are pending and completed (overall or for one project). */
export const useTaskCounts = (projectId?: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...taskCountsQueryOptions(projectId), enabled: options.enabled });
