import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharingSettings } from '../../../../core/schemas/update';
import { apiGet } from '../../../lib/api-client';

export const sharingQueryKey = ['/api/settings/sharing'] as const;

export const sharingQueryOptions = () =>
  queryOptions({
    queryKey: sharingQueryKey,
    queryFn: ({ signal }) => apiGet<SharingSettings>('/api/settings/sharing', signal),
  });

/** What the owner shares publicly ({ enabled, allUpdates }). */
export const useSharingSettings = () => useQuery(sharingQueryOptions());
