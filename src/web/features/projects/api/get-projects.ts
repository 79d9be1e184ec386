import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';

export const projectsQueryKey = ['/api/projects'] as const;

export const getProjects = (signal?: AbortSignal) => apiGet<Project[]>('/api/projects', signal);

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: projectsQueryKey, queryFn: ({ signal }) => getProjects(signal) });

/** Every project with its client's current name, newest first. */
export const useProjects = () => useQuery(projectsQueryOptions());
