import { idempotencyKeySchema } from '../../core/schemas/uploads.js';
import type { Db } from '../db/database.js';
import { HttpError } from './http-error.js';
import * as q from './idempotency.queries.js';

// A client retrying a request whose answer it never saw (a phone losing its
// connection mid-upload) sends the same Idempotency-Key again. The first
// request reserves the key, then records the id it created; a repeat returns
// that id instead of doing the work twice. A failed first request frees the key.

/** How long a key is remembered. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request, still running, to finish. */
const WAIT_MS = 30_000;
const POLL_MS = 250;

export interface KeyedResult {
  id: string;
  /** True when an earlier request with this key already did the work. */
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` once per key (none given: every time) and returns the id it produced. */
export async function onceForKey(
  db: Db,
  rawKey: string | string[] | undefined,
  scope: string,
  work: () => Promise<string>,
): Promise<KeyedResult> {
  if (rawKey === undefined) return { id: await work(), replayed: false };
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(rawKey) ? rawKey[0] : rawKey);
  if (!parsed.success)
    throw new HttpError(400, `Idempotency-Key: ${parsed.error.issues[0]?.message}`);
  const key = parsed.data;

  await q.deleteKeysCreatedBefore(db, new Date(Date.now() - KEEP_MS));

  const deadline = Date.now() + WAIT_MS;
  while (!(await q.reserveKey(db, key, scope))) {
    const row = await q.findKey(db, key);
    if (row && row.scope !== scope) {
      throw new HttpError(409, 'Idempotency-Key: already used for a different request');
    }
    if (row?.record_id) return { id: row.record_id, replayed: true };
    if (Date.now() > deadline) {
      throw new HttpError(409, 'Idempotency-Key: the first request is still being processed');
    }
    // Still running (or just freed): wait and look again.
    if (row) await sleep(POLL_MS);
  }

  try {
    const id = await work();
    await q.recordKeyResult(db, key, id);
    return { id, replayed: false };
  } catch (error) {
    await q.releaseKey(db, key);
    throw error;
  }
}
