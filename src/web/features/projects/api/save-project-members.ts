import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/** Replaces a project's member list. */
export const saveProjectMembers = ({
  projectId,
  userIds,
}: {
  projectId: string;
  userIds: string[];
}) =>
  apiRequest<unknown>(`/api/projects/${encodeURIComponent(projectId)}/members`, {
    method: 'PUT',
    json: { userIds },
  });

export function useSaveProjectMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProjectMembers,
    onSuccess: () => invalidateAfter(queryClient, 'projectMembers'),
  });
}
