import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectPhoto } from '../../../../core/schemas/update';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProjectPhotos = (projectId: string, signal?: AbortSignal) =>
  apiGet<ProjectPhoto[]>(`/api/projects/${encodeURIComponent(projectId)}/photos`, signal);

export const projectPhotosQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectPhotos(projectId),
    queryFn: ({ signal }) => getProjectPhotos(projectId, signal),
  });

/** Every photo of a project, newest first (issue 18). */
export const useProjectPhotos = (projectId: string) =>
  useQuery(projectPhotosQueryOptions(projectId));
