import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeZoneSettings } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const timeZoneQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.timeZone,
    queryFn: ({ signal }) => apiGet<TimeZoneSettings>('/api/settings/time-zone', signal),
  });

export const useTimeZone = () => useQuery(timeZoneQueryOptions());
