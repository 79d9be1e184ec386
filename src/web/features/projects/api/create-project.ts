import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput } from '../../../../core/schemas/project';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const createProject = (input: ProjectInput) =>
  apiRequest<Project>('/api/projects', { method: 'POST', json: input });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => invalidateAfter(queryClient, 'project'),
  });
}
