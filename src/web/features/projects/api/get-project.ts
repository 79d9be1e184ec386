import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProject = (id: string, signal?: AbortSignal) =>
  apiGet<ProjectDetail>(`/api/projects/${encodeURIComponent(id)}`, signal);

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.projectDetail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    // An unknown or foreign project is an answer, not a hiccup to retry.
    retry: false,
  });

/** One project with its task progress (issue 18: the project page). */
export const useProject = (id: string) => useQuery(projectQueryOptions(id));
