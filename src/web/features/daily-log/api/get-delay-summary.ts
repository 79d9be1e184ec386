import { useQuery } from '@tanstack/react-query';
import type { DelaySummary } from '../../../../core/schemas/daily-log-routes';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Delay hours by type and day over a range ('' = open end), for a claim (decision 192). */
export const getDelaySummary = (
  projectId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
) => {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return apiGet<DelaySummary>(
    `/api/projects/${encodeURIComponent(projectId)}/delays${query}`,
    signal,
  );
};

export function useDelaySummary(projectId: string, range: { from: string; to: string }) {
  return useQuery({
    queryKey: queryKeys.delaySummary(projectId, range),
    queryFn: ({ signal }) => getDelaySummary(projectId, range, signal),
    // Logs change elsewhere; each opening reads the current totals.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
