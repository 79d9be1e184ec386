import { isOnline, serverAnswered } from './connection';
import { ApiError } from '../../lib/api-client';
import {
  deleteOutboxEntry,
  outboxEntries,
  outboxEntry,
  putOutboxEntry,
  replaceOutboxEntry,
} from './offline-db';
import { afterOutcome, dueEntries, nextWakeUp, outcomeOf } from './outbox-schedule';
import type { OutboxEntry, OutboxKind, QueuedResult } from './outbox-types';

/** What one attempt got back: an HTTP status, or null when no answer came. */
export interface SendAnswer {
  status: number | null;
  message?: string;
}

export type Sender = (entry: OutboxEntry) => Promise<SendAnswer>;

/** A photo upload on a weak connection may take long; past this it counts as no answer. */
const SEND_TIMEOUT_MS = 120_000;

// Not while the server is unreachable (connection.ts): its probe finds it again.
const online = () => typeof navigator === 'undefined' || isOnline();

function requestBody(entry: OutboxEntry): { body: BodyInit; headers: Record<string, string> } {
  if (entry.body.type === 'json') {
    return {
      body: JSON.stringify(entry.body.json),
      headers: { 'content-type': 'application/json' },
    };
  }
  const form = new FormData();
  for (const [name, value] of entry.body.fields) form.append(name, value);
  for (const file of entry.body.files) form.append('file', file, file.name);
  return { body: form, headers: {} };
}

/** Sends one entry with its own Idempotency-Key (the same on every attempt). */
export const sendEntry: Sender = async (entry) => {
  const { body, headers } = requestBody(entry);
  let response: Response;
  try {
    response = await fetch(entry.url, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'Idempotency-Key': entry.idempotencyKey, ...headers },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { status: null };
  }
  if (response.ok) return { status: response.status };
  const text = await response.text().catch(() => '');
  return {
    status: response.status,
    message: new ApiError(response.status, text, response.statusText).serverMessage,
  };
};

export interface OutboxDeps {
  send: Sender;
  now: () => number;
  /** Runs the flush alone across the phone's tabs where the browser can (Web Locks). */
  exclusive: (work: () => Promise<void>) => Promise<void>;
}

const browserExclusive = async (work: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    await navigator.locks.request('sitebook-outbox', work);
  } else {
    await work();
  }
};

export type NewEntry = Pick<OutboxEntry, 'kind' | 'idempotencyKey' | 'url' | 'body' | 'summary'>;

/**
 * The queue of creates made with no connection (decision 195): kept in IndexedDB per
 * signed-in person, sent oldest first when the connection returns (the online event,
 * retries with backoff, app start), each with the Idempotency-Key it got when it was
 * made, so an attempt whose answer was lost creates nothing twice.
 */
export class Outbox {
  private userId: string | null = null;
  private entries: OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private rerun: 'no' | 'due' | 'all' = 'no';
  private onSent: (kinds: Set<OutboxKind>) => void = () => {};

  constructor(private readonly deps: OutboxDeps) {}

  /** Starts sending the signed-in person's entries; another person's stay where they are. */
  async start(userId: string, onSent: (kinds: Set<OutboxKind>) => void): Promise<void> {
    this.onSent = onSent;
    if (this.userId !== userId) {
      this.userId = userId;
      this.entries = [];
      await this.reload();
    }
    await this.flush('all');
  }

  /** Signed out: nothing of theirs is shown or sent until they sign in again. */
  stop(): void {
    this.userId = null;
    this.entries = [];
    this.clearTimer();
    this.notify();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): readonly OutboxEntry[] => this.entries;

  /** Keeps a create for later and tries to send it at once. */
  async enqueue(entry: NewEntry): Promise<QueuedResult> {
    if (!this.userId) throw new Error('Nobody is signed in: the entry cannot be kept');
    const now = this.deps.now();
    const id = `${now.toString(36)}-${entry.idempotencyKey}`;
    await putOutboxEntry({
      ...entry,
      id,
      userId: this.userId,
      createdAt: now,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      error: null,
    });
    await this.reload();
    void this.flush('due');
    return { queued: true, entryId: id };
  }

  /** Sends a failed entry again, with the person's fix applied (same key: decision 081). */
  async retry(id: string, fix?: (entry: OutboxEntry) => OutboxEntry): Promise<void> {
    const entry = await outboxEntry(id);
    if (!entry || entry.userId !== this.userId) return;
    const fixed = fix ? fix(entry) : entry;
    await putOutboxEntry({
      ...fixed,
      status: 'queued',
      attempts: 0,
      error: null,
      nextAttemptAt: this.deps.now(),
    });
    await this.reload();
    await this.flush('due');
  }

  async discard(id: string): Promise<void> {
    const entry = await outboxEntry(id);
    if (!entry || entry.userId !== this.userId) return;
    await deleteOutboxEntry(id);
    await this.reload();
  }

  /**
   * Sends what is due ('all': every queued entry, backoff or not: the connection is
   * back). A call while a flush runs makes it run once more afterwards.
   */
  async flush(which: 'due' | 'all' = 'due'): Promise<void> {
    if (this.running) {
      if (which === 'all' || this.rerun === 'no') this.rerun = which;
      return this.settled();
    }
    this.clearTimer();
    this.running = this.deps
      .exclusive(() => this.sendDue(which))
      .catch((error: unknown) => console.warn('The offline queue could not be sent', error))
      .finally(() => {
        this.running = null;
        const again = this.rerun;
        this.rerun = 'no';
        if (again !== 'no') void this.flush(again);
        else this.schedule();
      });
    return this.settled();
  }

  /** Resolves when no flush runs and none is waiting to run again. */
  private async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async sendDue(which: 'due' | 'all'): Promise<void> {
    const userId = this.userId;
    if (!userId) return;
    const all = await outboxEntries(userId);
    const due = which === 'all' ? dueEntries(all, Infinity) : dueEntries(all, this.deps.now());
    const sent = new Set<OutboxKind>();
    for (const candidate of due) {
      if (this.userId !== userId || !online()) break;
      // Discarded or fixed in the panel meanwhile: read it again.
      const entry = await outboxEntry(candidate.id);
      if (!entry || entry.status !== 'queued' || entry.userId !== userId) continue;
      const outcome = outcomeOf(...answerParts(await this.deps.send(entry)));
      if (outcome.kind === 'sent') {
        serverAnswered();
        await deleteOutboxEntry(entry.id);
        sent.add(entry.kind);
      } else {
        await replaceOutboxEntry(afterOutcome(entry, outcome, this.deps.now()));
      }
      await this.reload();
      // No connection, a busy server or no session: the rest would fare the same.
      if (outcome.kind === 'retry' || outcome.kind === 'hold') break;
    }
    if (sent.size > 0) this.onSent(sent);
  }

  private schedule(): void {
    this.clearTimer();
    const wakeUp = nextWakeUp(this.entries);
    if (wakeUp === null || !this.userId) return;
    const delay = Math.max(0, wakeUp - this.deps.now());
    this.timer = setTimeout(() => void this.flush('due'), delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async reload(): Promise<void> {
    const userId = this.userId;
    const entries = userId ? await outboxEntries(userId) : [];
    if (userId !== this.userId) return;
    this.entries = entries;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const answerParts = (answer: SendAnswer) => [answer.status, answer.message] as const;

/** The one queue of this browser tab. */
export const outbox = new Outbox({ send: sendEntry, now: Date.now, exclusive: browserExclusive });
