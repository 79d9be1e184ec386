import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Update } from '../../../../core/schemas/update';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdatesParams {
  from?: string;
  to?: string;
  projectId?: string;
  /** note or task (issue 18). */
  kind?: string;
  limit?: number;
}

export function updatesUrl(params: UpdatesParams & { cursor?: string } = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api/updates?${query}` : '/api/updates';
}

export const getUpdates = (params: UpdatesParams = {}, signal?: AbortSignal) =>
  apiGet<Update[]>(updatesUrl(params), signal);

/** Without params: every update, newest first (spec). With from/to: one date range. */
export const updatesQueryOptions = (params?: UpdatesParams) =>
  queryOptions({
    queryKey: params ? queryKeys.updateList(params) : queryKeys.updates,
    queryFn: ({ signal }) => getUpdates(params, signal),
  });

export const useUpdates = (params?: UpdatesParams) => useQuery(updatesQueryOptions(params));
