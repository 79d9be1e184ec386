import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GettingStarted } from '../../../../core/schemas/getting-started';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Steps are done on other screens (Settings, a project's portal links): read again each
// time the dashboard is shown, as the metrics are (decision 033).
export const gettingStartedQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.gettingStarted,
    queryFn: ({ signal }) => apiGet<GettingStarted>('/api/getting-started', signal),
    refetchOnMount: 'always',
  });

/** The owner's only: anyone else would be shown steps they may not take. */
export const useGettingStarted = (enabled: boolean) =>
  useQuery({ ...gettingStartedQueryOptions(), enabled });
