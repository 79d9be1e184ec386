import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../../../core/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function search(q: string, signal?: AbortSignal): Promise<SearchResults> {
  try {
    return await apiGet<SearchResults>(`/api/search?${new URLSearchParams({ q })}`, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    // Spec section 8: a failed search is logged and shows no results.
    console.error('Search failed', error);
    throw new Error('Search failed', { cause: error });
  }
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.searchResults(q),
    queryFn: ({ signal }) => search(q, signal),
    // Results are dropped soon after the popover closes, so reopening it never shows old hits.
    gcTime: 30_000,
  });

/** Runs only for a non-empty query (spec section 5); keeps the last hits while typing. */
export const useSearch = (q: string) =>
  useQuery({ ...searchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
