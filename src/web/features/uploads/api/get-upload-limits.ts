import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadLimits } from '../../../../core/schemas/uploads';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const uploadLimitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.uploadLimits,
    queryFn: ({ signal }) => apiGet<UploadLimits>('/api/uploads/limits', signal),
    // Set by the server's configuration: it does not change while the app is open.
    staleTime: Infinity,
  });

/** The largest file and the most files per update the server takes. */
export const useUploadLimits = () => useQuery(uploadLimitsQueryOptions());
