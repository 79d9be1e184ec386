import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharingSettings } from '../../../../core/schemas/update';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const sharingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sharing,
    queryFn: ({ signal }) => apiGet<SharingSettings>('/api/settings/sharing', signal),
  });

/** What the owner shares publicly ({ enabled, allUpdates }). */
export const useSharingSettings = () => useQuery(sharingQueryOptions());
