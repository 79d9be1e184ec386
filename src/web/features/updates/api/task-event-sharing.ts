import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskEventSharing } from '../../../../core/schemas/update';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const URL = '/api/settings/sharing/task-events';

export const taskEventSharingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.taskEventSharing,
    queryFn: ({ signal }) => apiGet<TaskEventSharing>(URL, signal),
  });

/** Which task events clients see (issue 18): { created, completed }. */
export const useTaskEventSharing = () => useQuery(taskEventSharingQueryOptions());

export const saveTaskEventSharing = (settings: TaskEventSharing) =>
  apiRequest<TaskEventSharing>(URL, { method: 'PUT', json: settings });

export function useSaveTaskEventSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaskEventSharing,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.taskEventSharing, settings),
  });
}
