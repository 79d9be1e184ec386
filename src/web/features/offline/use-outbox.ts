import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './connection';
import { outbox } from './outbox';
import type { OutboxEntry, OutboxKind } from './outbox-types';

/** The signed-in person's queued and failed entries, oldest first. */
export const useOutboxEntries = (): readonly OutboxEntry[] =>
  useSyncExternalStore(outbox.subscribe, outbox.snapshot);

/** One kind's entries (a project's only, when given). */
export function usePendingEntries(kind: OutboxKind, projectId?: string): OutboxEntry[] {
  return useOutboxEntries().filter(
    (entry) => entry.kind === kind && (!projectId || entry.summary.projectId === projectId),
  );
}

/** False with no network, or while the server cannot be reached (connection.ts). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline);
