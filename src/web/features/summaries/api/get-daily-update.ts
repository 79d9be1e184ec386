import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyUpdate } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const dailyUpdateQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dailyUpdate,
    queryFn: ({ signal }) => apiGet<DailyUpdate>('/api/daily-update', signal),
  });

/** Read only while the generator panel is open (spec section 7). */
export const useDailyUpdate = (enabled: boolean) =>
  useQuery({ ...dailyUpdateQueryOptions(), enabled });
