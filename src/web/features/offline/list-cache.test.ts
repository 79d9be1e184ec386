import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { keepLists } from './list-cache';
import { cachedLists } from './offline-db';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

// Updates' first page comes with the screen's frame, before the offline mode starts
// (decisions 226, 233): it was never kept, and a reload with no signal showed
// "Loading updates..." instead of the last list.
it('keeps a list that loaded before it started, and every list that loads after', async () => {
  const userId = 'user-keep-1';
  const client = new QueryClient();
  const firstPage = { pages: [{ updates: [{ id: 'u1' }], nextCursor: null }], pageParams: [null] };
  client.setQueryData(queryKeys.updatePages, firstPage, { updatedAt: 1_700_000_000_000 });
  client.setQueryData(['/api/updates', 'u1'], { id: 'u1' }); // one update: not a list

  const stop = keepLists(client, userId);
  await settle();
  const kept = await cachedLists(userId);
  expect(kept.map((list) => list.queryKey)).toEqual([queryKeys.updatePages]);
  expect(kept[0]).toMatchObject({ data: firstPage, updatedAt: 1_700_000_000_000 });

  client.setQueryData(queryKeys.locale, { dateFormat: 'MM/DD/YYYY' });
  await settle();
  expect((await cachedLists(userId)).map((list) => list.queryKey)).toContainEqual(queryKeys.locale);
  stop();
});
