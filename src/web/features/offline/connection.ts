import { onlineManager } from '@tanstack/react-query';

// Whether the server can be reached (decision 195). The browser's `navigator.onLine` says
// only whether a network is there: on a site with one bar of signal, or a phone whose
// network answers nothing, it stays true while every request fails. A request that got no
// answer at all marks the server unreachable until one answers (or the browser comes back
// online); meanwhile the lists show their kept copy and creates are queued, as with no
// network. React Query's `onlineManager` holds the state, so queries pause, not fail.

/** How often an unreachable server is asked again. */
const PROBE_MS = 5_000;
let probe: ReturnType<typeof setInterval> | undefined;

function stopProbe() {
  if (probe !== undefined) clearInterval(probe);
  probe = undefined;
}

/** A request got an answer: the server is reachable. */
export function serverAnswered(): void {
  stopProbe();
  if (!onlineManager.isOnline() && navigator.onLine) onlineManager.setOnline(true);
}

/** A request got no answer at all: offline until the server answers again. */
export function serverUnreachable(): void {
  onlineManager.setOnline(false);
  if (probe !== undefined) return;
  probe = setInterval(() => {
    if (!navigator.onLine) return;
    // Any answer, even a 401, means the server is there again.
    fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin' }).then(
      () => serverAnswered(),
      () => undefined,
    );
  }, PROBE_MS);
}

/** False with no network, or while the server cannot be reached. */
export const isOnline = (): boolean => onlineManager.isOnline() && navigator.onLine;

export const subscribeOnline = (listener: () => void): (() => void) =>
  onlineManager.subscribe(listener);
