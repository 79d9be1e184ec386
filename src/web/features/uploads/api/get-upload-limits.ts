import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadLimits } from '../../../../core/schemas/uploads';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How long chosen files wait for limits that are still on their way (a site's weak signal). */
const LIMITS_WAIT_MS = 4000;

export const uploadLimitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.uploadLimits,
    queryFn: ({ signal }) => apiGet<UploadLimits>('/api/uploads/limits', signal),
    // Set by the server's configuration: it does not change while the app is open.
    staleTime: Infinity,
    // Offline the request fails at once rather than waiting for a connection, so files
    // chosen with no signal are taken (the server checks them again when they are sent).
    networkMode: 'always',
  });

/**
 * The largest file and the most files per update the server takes, for checking files as they
 * are chosen. Files chosen before the limits have come wait for them (a few seconds at most);
 * with no connection the answer is undefined and the files go unchecked until they are sent.
 */
export function useUploadLimitsCheck(): () => Promise<UploadLimits | undefined> {
  const queryClient = useQueryClient();
  // Asked for as soon as the picker shows, so that the first file rarely waits.
  useQuery(uploadLimitsQueryOptions());
  return () => {
    const known = queryClient.getQueryData(uploadLimitsQueryOptions().queryKey);
    if (known) return Promise.resolve(known);
    return Promise.race([
      queryClient.fetchQuery(uploadLimitsQueryOptions()).catch(() => undefined),
      new Promise<undefined>((resolve) => setTimeout(resolve, LIMITS_WAIT_MS)),
    ]);
  };
}
