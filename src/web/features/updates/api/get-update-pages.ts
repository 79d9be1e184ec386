import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Update } from '../../../../core/schemas/update';
import { ApiError, takeEarlyAnswer } from '../../../lib/api-client';
import { updatesUrl } from './get-updates';
import { queryKeys } from '../../../lib/query-keys';
import { NEXT_CURSOR_HEADER, type UpdateKind } from '../../../../core/updates';

export const UPDATES_PAGE_SIZE = 20;

interface UpdatesPage {
  updates: Update[];
  nextCursor: string | null;
}

/** The Updates filters (issue 18), as the API takes them; all optional. */
export interface UpdateFilters {
  projectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: UpdateKind | undefined;
}

/** One page of the list; the server names the next page in a response header. */
export async function getUpdatesPage(
  cursor: string | null,
  signal?: AbortSignal,
  filters: UpdateFilters = {},
) {
  const url = updatesUrl({
    ...filters,
    limit: UPDATES_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  });
  // The first page may have been asked for already, with the app's code (decision 205).
  const response = await (takeEarlyAnswer(url) ??
    fetch(url, {
      credentials: 'include',
      headers: { accept: 'application/json' },
      signal,
    }));
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const updates = (await response.json()) as Update[];
  return { updates, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) } satisfies UpdatesPage;
}

/** Without filters the key is the spec's list key; with them, one list per filter set. */
const hasFilters = (filters: UpdateFilters) => Object.values(filters).some(Boolean);

export const updatePagesQueryOptions = (filters: UpdateFilters = {}) =>
  infiniteQueryOptions({
    queryKey: hasFilters(filters)
      ? queryKeys.filteredUpdatePages(filters)
      : (queryKeys.updatePages as readonly unknown[]),
    queryFn: ({ pageParam, signal }) => getUpdatesPage(pageParam, signal, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The List View: newest first, 20 at a time, under the chosen filters. */
export const useUpdatePages = (filters: UpdateFilters = {}) =>
  useInfiniteQuery(updatePagesQueryOptions(filters));
