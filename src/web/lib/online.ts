import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// Whether the server can be reached, as React Query's `onlineManager` holds it (the offline
// feature sets it when the server stops or starts answering, decision 195): queries pause
// while it is false. A screen waiting for data it has not kept says so instead of loading.

/** False with no network, or while the server cannot be reached. */
export const isOnline = (): boolean => onlineManager.isOnline() && navigator.onLine;

export const subscribeOnline = (listener: () => void): (() => void) =>
  onlineManager.subscribe(listener);

export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline);
