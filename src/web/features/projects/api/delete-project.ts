import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const deleteProject = (id: string) =>
  apiRequest<{ message: string }>(`/api/projects/${id}`, { method: 'DELETE' });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => invalidateAfter(queryClient, 'project'),
  });
}
