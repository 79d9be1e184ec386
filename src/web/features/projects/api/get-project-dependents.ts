import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDependents } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';

// Fresh counts every time the confirmation opens: staleTime 0 and gcTime 0.
export const projectDependentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/projects', id, 'dependents'],
    queryFn: ({ signal }) => apiGet<ProjectDependents>(`/api/projects/${id}/dependents`, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useProjectDependents = (id: string | null) =>
  useQuery({ ...projectDependentsQueryOptions(id ?? ''), enabled: id !== null });
