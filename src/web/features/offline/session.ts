import { forgetLists } from './list-cache';
import {
  forgetSignedIn,
  lastSignedIn,
  offlineStoreAvailable,
  rememberSignedIn,
} from './offline-db';

// Who was signed in, kept so that a reload with no signal opens the signed-in app (and
// its queue) instead of the sign-in page. The server's session still decides everything:
// nothing is sent without it (decision 195).

export async function rememberSignedInUser<U extends { id: string }>(user: U): Promise<void> {
  if (!offlineStoreAvailable()) return;
  await rememberSignedIn(user as U & Record<string, unknown>).catch(() => undefined);
}

/** The person signed in last on this browser, or null. */
export async function signedInWhileOffline<U>(): Promise<U | null> {
  if (!offlineStoreAvailable()) return null;
  return ((await lastSignedIn().catch(() => undefined)) as U | undefined) ?? null;
}

/**
 * Sign-out: the kept lists and the remembered person go. Queued entries stay (they are
 * the person's unsent work, keyed by their id) and are sent when they sign in again.
 */
export async function forgetOfflineData(): Promise<void> {
  if (!offlineStoreAvailable()) return;
  await Promise.all([forgetLists(), forgetSignedIn()]).catch((error: unknown) =>
    console.warn('Offline data could not be cleared', error),
  );
}
