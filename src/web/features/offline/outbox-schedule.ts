import type { OutboxEntry } from './outbox-types';

// The pure rules of the offline queue (decision 195), kept apart from IndexedDB and
// the network so they can be tested on their own.

/** The first retry after a failed attempt, and the longest wait between two. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 5 * 60_000;

/**
 * How long to wait after the given number of failed attempts: doubling from 5 s up to
 * 5 min, with up to 20% taken off at random so phones back on the same site Wi-Fi do not
 * all knock at once. `random` is in [0, 1).
 */
export function retryDelay(attempts: number, random: number = Math.random()): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 - 0.2 * random));
}

/** What to do with an entry after one attempt to send it. */
export type SendOutcome =
  | { kind: 'sent' }
  /** No answer, a 5xx, a busy server: keep it and try again later. */
  | { kind: 'retry'; problem: string }
  /** Signed out on the server: keep it untouched until its owner signs in again. */
  | { kind: 'hold' }
  /** The server refused it: only a fix (or a discard) by the person helps. */
  | { kind: 'failed'; message: string };

/** Answers that a later identical attempt may get past. */
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429]);

/** Sorts an HTTP answer (or none: status null) into what the queue does next. */
export function outcomeOf(status: number | null, serverMessage: string | undefined): SendOutcome {
  if (status === null) return { kind: 'retry', problem: 'No connection' };
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 401) return { kind: 'hold' };
  if (status >= 500 || RETRYABLE_STATUSES.has(status)) {
    return { kind: 'retry', problem: serverMessage ?? `The server answered ${status}` };
  }
  return {
    kind: 'failed',
    message: serverMessage ?? `The server refused this entry (${status}).`,
  };
}

/** The entry after an outcome other than sent (sent entries are deleted). */
export function afterOutcome(
  entry: OutboxEntry,
  outcome: Exclude<SendOutcome, { kind: 'sent' }>,
  now: number,
  random?: number,
): OutboxEntry {
  switch (outcome.kind) {
    case 'hold':
      return entry;
    case 'failed':
      return { ...entry, status: 'failed', error: outcome.message };
    case 'retry': {
      const attempts = entry.attempts + 1;
      return {
        ...entry,
        attempts,
        error: outcome.problem,
        nextAttemptAt: now + retryDelay(attempts, random),
      };
    }
  }
}

/** Queued entries whose time has come, oldest first (the order they were made in). */
export function dueEntries(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries
    .filter((entry) => entry.status === 'queued' && entry.nextAttemptAt <= now)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** When the next automatic attempt is due, or null when nothing waits for one. */
export function nextWakeUp(entries: readonly OutboxEntry[]): number | null {
  const times = entries.filter((e) => e.status === 'queued').map((e) => e.nextAttemptAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The numbers the header indicator shows. */
export function outboxCounts(entries: readonly OutboxEntry[]) {
  const failed = entries.filter((entry) => entry.status === 'failed').length;
  return { queued: entries.length - failed, failed };
}
