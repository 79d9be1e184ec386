import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput } from '../../../../core/schemas/project';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const updateProject = ({ id, input }: { id: string; input: ProjectInput }) =>
  apiRequest<Project>(`/api/projects/${id}`, { method: 'PATCH', json: input });

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => invalidateAfter(queryClient, 'project'),
  });
}
