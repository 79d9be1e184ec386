import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-types';

// The browser-side store of the offline mode (decision 195): the queue of creates made
// with no connection, the last loaded lists, and who was signed in. Everything is keyed
// by the signed-in person's id.

export interface CachedList {
  /** `${userId} ${JSON of the query key}` */
  key: string;
  userId: string;
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server sent this data (epoch ms): shown as "as of". */
  updatedAt: number;
}

export interface SignedInRecord {
  key: 'current';
  user: { id: string } & Record<string, unknown>;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: string } };
  lists: { key: string; value: CachedList; indexes: { byUser: string } };
  session: { key: string; value: SignedInRecord };
}

const DB_NAME = 'sitebook-offline';
const DB_VERSION = 1;

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byUser', 'userId');
      database.createObjectStore('lists', { keyPath: 'key' }).createIndex('byUser', 'userId');
      database.createObjectStore('session', { keyPath: 'key' });
    },
    // Another tab opened a newer version: let it, and open again next time.
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  });
  return opening;
}

/** False where IndexedDB is missing (a private window of some browsers): nothing is kept. */
export const offlineStoreAvailable = () => typeof indexedDB !== 'undefined';

export async function outboxEntries(userId: string): Promise<OutboxEntry[]> {
  const entries = await (await db()).getAllFromIndex('outbox', 'byUser', userId);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

export const outboxEntry = async (id: string) => (await db()).get('outbox', id);

export async function putOutboxEntry(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', entry);
}

/** Writes the entry only if it is still there (not discarded while it was being sent). */
export async function replaceOutboxEntry(entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  if (await tx.store.get(entry.id)) await tx.store.put(entry);
  await tx.done;
}

export async function deleteOutboxEntry(id: string): Promise<void> {
  await (await db()).delete('outbox', id);
}

export const listKey = (userId: string, queryKey: readonly unknown[]) =>
  `${userId} ${JSON.stringify(queryKey)}`;

export async function putCachedList(list: CachedList): Promise<void> {
  await (await db()).put('lists', list);
}

export const cachedLists = async (userId: string) =>
  (await db()).getAllFromIndex('lists', 'byUser', userId);

export async function clearCachedLists(): Promise<void> {
  await (await db()).clear('lists');
}

export async function rememberSignedIn(user: SignedInRecord['user']): Promise<void> {
  await (await db()).put('session', { key: 'current', user });
}

export const lastSignedIn = async () => (await (await db()).get('session', 'current'))?.user;

export async function forgetSignedIn(): Promise<void> {
  await (await db()).delete('session', 'current');
}
