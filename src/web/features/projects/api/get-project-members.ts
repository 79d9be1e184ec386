import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectMembers } from '../../../../core/schemas/team';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProjectMembers = (projectId: string, signal?: AbortSignal) =>
  apiGet<ProjectMembers>(`/api/projects/${encodeURIComponent(projectId)}/members`, signal);

export const projectMembersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectMembers(projectId),
    queryFn: ({ signal }) => getProjectMembers(projectId, signal),
  });

/** Who is on a project, and who could be (owner and office; null id: nothing is read). */
export const useProjectMembers = (projectId: string | null, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...projectMembersQueryOptions(projectId ?? ''),
    enabled: projectId !== null && projectId !== '' && (options.enabled ?? true),
  });
