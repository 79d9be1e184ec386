import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectActivity } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getProjectActivity = (signal?: AbortSignal) =>
  apiGet<ProjectActivity>('/api/projects/last-activity', signal);

export const projectActivityQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.projectActivity,
    queryFn: ({ signal }) => getProjectActivity(signal),
  });

/** When each project last saw an update or a task change; read only for the "Last activity" sort. */
export const useProjectActivity = (enabled: boolean) =>
  useQuery({ ...projectActivityQueryOptions(), enabled });
