import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { invalidateAfter, queryKeys } from '../../lib/query-keys';
import { useProjectOptions } from '../projects';
import { keepLists, restoreLists } from './list-cache';
import { offlineStoreAvailable } from './offline-db';
import { outbox } from './outbox';

/**
 * Runs the offline mode for the signed-in person (decision 195): puts their last loaded
 * lists back before the screens show, keeps new ones, and sends their queued entries
 * now, when the browser comes back online and on the queue's own retry timer.
 */
export function OfflineSync({
  userId,
  fallback,
  children,
}: {
  userId: string;
  /** Shown for the moment the kept lists take to read back. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // The forms pick a project: the list is loaded (and so kept) even if no form was opened
  // online yet, so Add Update works on the first visit with no signal. The pickers' slim
  // list, not the full one: every signed-in screen loads it (decision 213).
  useProjectOptions();
  const [restoredFor, setRestoredFor] = useState<string | null>(
    offlineStoreAvailable() ? null : userId,
  );

  useEffect(() => {
    // React Query assumes "online" until the browser fires an event: after a reload with no
    // signal it would fetch (and fail) instead of waiting, and lists would show an error
    // over their kept copy.
    // A request that already got no answer (the session's) keeps it offline (connection.ts).
    if (!navigator.onLine) onlineManager.setOnline(false);
    if (!offlineStoreAvailable()) return;
    let active = true;
    restoreLists(queryClient, userId)
      .catch((error: unknown) => console.warn('Kept lists could not be read', error))
      .finally(() => {
        if (active) setRestoredFor(userId);
      });
    const stopKeeping = keepLists(queryClient, userId);
    void outbox.start(userId, (kinds) => {
      for (const kind of kinds) void invalidateAfter(queryClient, kind);
    });
    const backOnline = () => {
      void outbox.flush('all');
      // The person may have been opened from the device (offline): ask the server again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true });
    };
    // Back online: the browser's event, or the server answering again (connection.ts).
    const stopListening = onlineManager.subscribe((online) => {
      if (online) backOnline();
    });
    return () => {
      active = false;
      stopKeeping();
      stopListening();
      outbox.stop();
    };
  }, [queryClient, userId]);

  // A moment (one IndexedDB read) so that lists open on their kept copy, not a spinner.
  return restoredFor === userId ? children : fallback;
}
