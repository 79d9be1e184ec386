import { useQuery } from '@tanstack/react-query';
import type { PublicUpdate } from '../../../core/schemas/update';
import { apiGet } from '../../lib/api-client';

export const publicUpdatesKey = ['/api/public/updates'] as const;

/** Shared updates dated within [from, to]. */
export const usePublicUpdates = (range: { from: string; to: string }, enabled = true) =>
  useQuery({
    queryKey: [...publicUpdatesKey, range],
    queryFn: ({ signal }) =>
      apiGet<PublicUpdate[]>(`/api/public/updates?from=${range.from}&to=${range.to}`, signal),
    enabled,
  });

/** One shared update (the /share/update/{id} link). */
export const usePublicUpdate = (id: string | null) =>
  useQuery({
    queryKey: [...publicUpdatesKey, id],
    queryFn: ({ signal }) =>
      apiGet<PublicUpdate>(`/api/public/updates/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });

export const publicFileUrl = (id: string) => `/api/public/files/${encodeURIComponent(id)}`;
