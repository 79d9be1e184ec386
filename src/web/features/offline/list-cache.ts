import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { cachedLists, clearCachedLists, listKey, putCachedList } from './offline-db';

// The last loaded Tasks and Updates lists (and the project names their forms pick
// from, and the locale they are shown in) are kept in IndexedDB, per person, so they stay readable with no signal after
// a reload; nothing else is kept (decision 195). Sign-out clears them.

const [UPDATES] = queryKeys.updates;
const [TASKS] = queryKeys.tasks;
const [PROJECTS, OPTIONS] = queryKeys.projectOptions;
const [LOCALE] = queryKeys.locale;

/**
 * The lists kept for offline reading: update and task lists and pages, the projects the
 * forms pick from (the pickers' list, decision 213) and the date format and units they are
 * shown in.
 */
export function isKeptList(queryKey: QueryKey): boolean {
  const [path, second] = queryKey;
  if (path === PROJECTS) return queryKey.length === 2 && second === OPTIONS;
  if (path === LOCALE) return queryKey.length === 1;
  if (path !== UPDATES && path !== TASKS) return false;
  // ['/api/updates', 'abc123'] is one update, not a list.
  if (queryKey.length === 1) return true;
  return (
    second === 'pages' || second === 'counts' || (typeof second === 'object' && second !== null)
  );
}

/**
 * Writes each kept list to IndexedDB whenever it loads, and those loaded before this
 * started: Updates' first page comes with the screen's frame, before the signed-in half
 * that runs this (decisions 226, 233), and was never kept. Returns the unsubscribe.
 */
export function keepLists(queryClient: QueryClient, userId: string): () => void {
  const keep = ({ queryKey, state }: Query) => {
    if (!isKeptList(queryKey) || state.data === undefined || state.status !== 'success') return;
    putCachedList({
      key: listKey(userId, queryKey),
      userId,
      queryKey,
      data: state.data,
      updatedAt: state.dataUpdatedAt,
    }).catch((error: unknown) => console.warn('A list could not be kept for offline use', error));
  };
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) keep(query);
  return cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') keep(event.query);
  });
}

/**
 * Puts the kept lists back into the query cache (only where nothing newer is loaded),
 * marked stale so that, with a connection, each is read again when it is shown.
 */
export async function restoreLists(queryClient: QueryClient, userId: string): Promise<void> {
  for (const list of await cachedLists(userId)) {
    if (!isKeptList(list.queryKey)) continue;
    if (queryClient.getQueryState(list.queryKey)?.data !== undefined) continue;
    queryClient.setQueryData(list.queryKey, list.data, { updatedAt: list.updatedAt });
    await queryClient.invalidateQueries({
      queryKey: list.queryKey,
      exact: true,
      refetchType: 'none',
    });
  }
}

/** Sign-out: a shared phone shows the next person nothing of the last one's lists. */
export const forgetLists = () => clearCachedLists();
