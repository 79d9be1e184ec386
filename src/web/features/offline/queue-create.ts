import { outbox, type NewEntry } from './outbox';
import type { QueuedResult } from './outbox-types';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** fetch and the upload request both reject with a TypeError when no answer came. */
const noAnswer = (error: unknown) => error instanceof TypeError;

/**
 * Sends a create now, or keeps it in the offline queue when there is no connection or
 * no answer came (decision 195). The queued entry carries the same Idempotency-Key as
 * the attempt, so if that attempt did reach the server, the queued send creates nothing.
 */
export async function sendOrQueue<T>(
  send: () => Promise<T>,
  entry: NewEntry,
): Promise<T | QueuedResult> {
  if (offline()) return outbox.enqueue(entry);
  try {
    return await send();
  } catch (error) {
    if (noAnswer(error)) return outbox.enqueue(entry);
    throw error;
  }
}

/** The toast after a create that was kept for later instead of sent. */
export const queuedNotice = (kind: 'update' | 'task') => ({
  title: 'Saved on this device',
  message: `No connection: the ${kind} is marked "Waiting to send" and is sent by itself when the connection returns.`,
  color: 'yellow',
});
