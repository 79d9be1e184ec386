/** What a queued create sends: a JSON body or a multipart form with its (already downscaled) files. */
export type OutboxBody =
  | { type: 'json'; json: Record<string, unknown> }
  | { type: 'multipart'; fields: [string, string][]; files: File[] };

export type OutboxKind = 'update' | 'task';

/**
 * queued: waits for the connection (or its next retry);
 * failed: the server refused it (a 4xx with a message): it waits for a fix or a discard.
 */
export type OutboxStatus = 'queued' | 'failed';

/** One create made with no connection, kept in IndexedDB until the server has it. */
export interface OutboxEntry {
  /** A local id (never sent). */
  id: string;
  /** The signed-in person who made it: it is only ever sent with their session. */
  userId: string;
  kind: OutboxKind;
  /** Made once when the entry was created, sent with every attempt (decisions 081, 195). */
  idempotencyKey: string;
  url: string;
  body: OutboxBody;
  createdAt: number;
  status: OutboxStatus;
  /** Failed attempts with no answer (or a 5xx) so far. */
  attempts: number;
  /** When the next automatic attempt may run (epoch ms). */
  nextAttemptAt: number;
  /** The server's message for a failed entry; the last problem for a queued one. */
  error: string | null;
  /** What the lists and the sync panel show. */
  summary: OutboxSummary;
}

export interface OutboxSummary {
  /** The note of an update, the title of a task. */
  text: string;
  projectId: string;
  project: string;
  /** The update's date or the task's due date (YYYY-MM-DD), if any. */
  date: string | null;
  photos: number;
}

/** What a create returns when it was queued instead of sent. */
export interface QueuedResult {
  queued: true;
  entryId: string;
}

export const isQueued = (result: unknown): result is QueuedResult =>
  typeof result === 'object' && result !== null && (result as QueuedResult).queued === true;
