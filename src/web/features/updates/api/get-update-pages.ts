import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, type Update } from '../../../../core/schemas/update';
import { ApiError } from '../../../lib/api-client';
import { updatesUrl } from './get-updates';
import { queryKeys } from '../../../lib/query-keys';

export const UPDATES_PAGE_SIZE = 20;

interface UpdatesPage {
  updates: Update[];
  nextCursor: string | null;
}

/** One page of the list; the server names the next page in a response header. */
export async function getUpdatesPage(cursor: string | null, signal?: AbortSignal) {
  const url = updatesUrl({ limit: UPDATES_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  const response = await fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const updates = (await response.json()) as Update[];
  return { updates, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) } satisfies UpdatesPage;
}

export const updatePagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.updatePages,
    queryFn: ({ pageParam, signal }) => getUpdatesPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The List View: newest first, 20 at a time. */
export const useUpdatePages = () => useInfiniteQuery(updatePagesQueryOptions());
