import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateProjectData } from './invalidate-project-data';

export const deleteProject = (id: string) =>
  apiRequest<{ message: string }>(`/api/projects/${id}`, { method: 'DELETE' });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => invalidateProjectData(queryClient),
  });
}
