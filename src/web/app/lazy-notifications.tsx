import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from './load-failed';

// The toast area (Mantine's Notifications: its transitions, swipe-to-dismiss and style sheet,
// ~10 KB brotli) is not on any first screen: it loads when the first toast is shown. Until
// then `notifications.show` only fills the store, which the area renders once mounted.
const loadHost = () => import('./notifications-host');
const NotificationsHost = lazy(loadHost);

/**
 * Starts loading the toast area now. The signed-in app does, beside its first screen: a
 * crew member who loses signal must still see "Saved on this device", and with no network
 * (and the service worker's cache not yet filled) the area's code could not be fetched then.
 */
export function preloadNotifications(): void {
  loadHost().catch((error: unknown) => console.warn('The toast area could not be loaded', error));
}

// The settings the area would give the store on mount, so a toast shown before it loads is
// already queued as it will be shown (one at a time, `newestToastWins`).
notificationsStore.updateState((state) => ({
  ...state,
  limit: 1,
  defaultPosition: 'bottom-right',
}));

export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  // Its code may not come (no signal before it was kept): the toasts are lost, not the app,
  // which an error here would take down with them (decision 261).
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
    </ErrorBoundary>
  );
}
