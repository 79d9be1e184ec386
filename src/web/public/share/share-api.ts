import { useQuery } from '@tanstack/react-query';
import type { PublicUpdate } from '../../../core/schemas/update';
import { apiGet } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Shared updates dated within [from, to]. */
export const usePublicUpdates = (range: { from: string; to: string }, enabled = true) =>
  useQuery({
    queryKey: queryKeys.publicUpdateList(range),
    queryFn: ({ signal }) =>
      apiGet<PublicUpdate[]>(`/api/public/updates?from=${range.from}&to=${range.to}`, signal),
    enabled,
  });

/** One shared update (the /share/update/{id} link). */
export const usePublicUpdate = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.publicUpdate(id),
    queryFn: ({ signal }) =>
      apiGet<PublicUpdate>(`/api/public/updates/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });

export const publicFileUrl = (id: string) => `/api/public/files/${encodeURIComponent(id)}`;
