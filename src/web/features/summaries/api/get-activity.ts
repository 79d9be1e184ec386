import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';

export const ACTIVITY_WEEKS = 8;

// Under /api/summaries so that every change to updates refreshes it too.
export const activityQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/summaries', 'activity'],
    queryFn: ({ signal }) =>
      apiGet<Activity>(`/api/summaries/activity?weeks=${ACTIVITY_WEEKS}`, signal),
  });

export const useActivity = () => useQuery(activityQueryOptions());
