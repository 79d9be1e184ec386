import { sql } from 'kysely';
import type { Db } from './database.js';
import type { GroupCommit } from './group-commit.js';

// What the request hooks need to know of a database's commits: whether the data
// may have changed (the answer cache) and when a commit is on disk (durable
// writes). database.ts registers each SQLite database here.

const writeCounters = new WeakMap<Db, { readonly count: number }>();
const groupCommits = new WeakMap<Db, GroupCommit>();

export function trackCommits(
  db: Db,
  writes: { readonly count: number },
  groupCommit: GroupCommit | undefined,
): void {
  writeCounters.set(db, writes);
  if (groupCommit) groupCommits.set(db, groupCommit);
}

/**
 * A text that changes whenever the data may have changed, for caching answers
 * computed from it (decision 063).
 * - SQLite: this process's count of writing statements (it is the only writer, and a
 *   transaction holds the one connection until it commits).
 * - PostgreSQL: the current snapshot (`xmin:xmax:in-progress ids`). Two equal
 *   snapshots see exactly the same committed transactions, whichever process wrote
 *   them, so equal texts mean equal data; any commit anywhere changes it. One round
 *   trip, no trigger and no table.
 */
export async function dataVersion(db: Db): Promise<string> {
  const counter = writeCounters.get(db);
  if (counter) return String(counter.count);
  let read = snapshotReads.get(db);
  if (!read) {
    read = sharedNextRead(async () => {
      const { rows } = await sql<{ v: string }>`select ${snapshot} as v`.execute(db);
      return rows[0]!.v;
    });
    snapshotReads.set(db, read);
  }
  return read();
}

/**
 * PostgreSQL: the versions asked for in one turn of the event loop are one query, sent once
 * the turn's requests have asked, as the session checks are (decision 236); each is read
 * after it was asked for, so it is as new as a query of its own would have been. A request
 * with no session (the share pages' API) reads its version here (decision 239).
 */
const snapshotReads = new WeakMap<Db, () => Promise<string>>();

function sharedNextRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | null = null;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Sent now: whoever asks from here on asked after it, and waits for the next one.
      next = null;
      return read();
    }));
}

const snapshot = sql<string>`pg_current_snapshot()::text`;

/**
 * The data version as a column of another query, where reading it costs a round trip of
 * its own (PostgreSQL): the session check reads it with the session, so a kept answer
 * costs one round trip, not two (decision 225). Undefined where it is this process's own
 * count (SQLite), which `dataVersion` reads with no query.
 */
export function dataVersionColumn(db: Db) {
  return writeCounters.has(db) ? undefined : snapshot.as('dataVersion');
}
export type DataVersionColumn = NonNullable<ReturnType<typeof dataVersionColumn>>;

/**
 * Resolves once every transaction committed before the call is on disk. Await it
 * before acknowledging a write. PostgreSQL flushes at commit, so there it resolves at once.
 */
export function flushCommits(db: Db): Promise<void> {
  return groupCommits.get(db)?.flush() ?? Promise.resolve();
}
