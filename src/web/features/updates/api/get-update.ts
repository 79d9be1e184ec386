import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Update } from '../../../../core/schemas/update';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.update(id),
    queryFn: ({ signal }) => apiGet<Update>(`/api/updates/${encodeURIComponent(id)}`, signal),
  });

/** One update (for a `?id=` link to an update beyond the loaded pages). */
export const useUpdate = (id: string | null) =>
  useQuery({ ...updateQueryOptions(id ?? ''), enabled: id !== null });
