import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectOption } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProjectOptions = (signal?: AbortSignal) =>
  apiGet<ProjectOption[]>('/api/projects/options', signal);

export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projectOptions,
    queryFn: ({ signal }) => getProjectOptions(signal),
  });

/**
 * The projects a form or filter picks from (decision 213): id, name, client, status and
 * the default update visibility, newest first; the reader's own projects for a field user.
 * Every signed-in screen loads it (the offline forms pick from it); the Projects screen
 * reads the full list (useProjects).
 */
export const useProjectOptions = () => useQuery(projectOptionsQueryOptions());
