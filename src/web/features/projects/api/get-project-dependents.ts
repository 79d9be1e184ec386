import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDependents } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Fresh counts every time the confirmation opens: staleTime 0 and gcTime 0.
export const projectDependentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.projectDependents(id),
    queryFn: ({ signal }) => apiGet<ProjectDependents>(`/api/projects/${id}/dependents`, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useProjectDependents = (id: string | null) =>
  useQuery({ ...projectDependentsQueryOptions(id ?? ''), enabled: id !== null });
