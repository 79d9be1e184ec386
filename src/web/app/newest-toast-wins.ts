import { notifications, notificationsStore, type NotificationsStore } from '@mantine/notifications';

/**
 * The spec shows one toast at a time. Mantine's `limit={1}` queues the rest, so the screen kept
 * the previous action's message for seconds; instead, a queued toast replaces the one on screen.
 * Returns the unsubscribe function.
 */
export function newestToastWins(store: NotificationsStore = notificationsStore): () => void {
  return store.subscribe((state) => {
    if (state.queue.length === 0) return;
    const shown = new Set(state.notifications.map((n) => n.id));
    notifications.updateState(store, (all) => all.filter((n) => !shown.has(n.id)));
  });
}
