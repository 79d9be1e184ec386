import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProjects = (signal?: AbortSignal) => apiGet<Project[]>('/api/projects', signal);

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.projects, queryFn: ({ signal }) => getProjects(signal) });

/** Every project with its client's current name, newest first. */
export const useProjects = () => useQuery(projectsQueryOptions());
