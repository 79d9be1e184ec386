import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyUpdate } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';

export const dailyUpdateQueryKey = ['/api/daily-update'] as const;

export const dailyUpdateQueryOptions = () =>
  queryOptions({
    queryKey: dailyUpdateQueryKey,
    queryFn: ({ signal }) => apiGet<DailyUpdate>('/api/daily-update', signal),
  });

/** Read only while the generator panel is open (spec section 7). */
export const useDailyUpdate = (enabled: boolean) =>
  useQuery({ ...dailyUpdateQueryOptions(), enabled });
