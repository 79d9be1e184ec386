import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeZoneSettings } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';

export const timeZoneQueryKey = ['/api/settings/time-zone'] as const;

export const timeZoneQueryOptions = () =>
  queryOptions({
    queryKey: timeZoneQueryKey,
    queryFn: ({ signal }) => apiGet<TimeZoneSettings>('/api/settings/time-zone', signal),
  });

export const useTimeZone = () => useQuery(timeZoneQueryOptions());
