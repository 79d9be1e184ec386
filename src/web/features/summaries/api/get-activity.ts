import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ACTIVITY_WEEKS = 8;

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.activity,
    queryFn: ({ signal }) =>
      apiGet<Activity>(`/api/summaries/activity?weeks=${ACTIVITY_WEEKS}`, signal),
  });

export const useActivity = () => useQuery(activityQueryOptions());
