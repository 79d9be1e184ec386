import type { Db } from './database.js';
import type { GroupCommit } from './group-commit.js';

// What the request hooks need to know of a database's commits, without any SQL:
// whether the data may have changed (the answer cache) and when a commit is on
// disk (durable writes). database.ts registers each SQLite database here.

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
 * A number that changes whenever the data may have changed, for caching answers
 * computed from it; undefined on PostgreSQL, where other processes can write too.
 */
export function dataVersion(db: Db): number | undefined {
  return writeCounters.get(db)?.count;
}

/**
 * Resolves once every transaction committed before the call is on disk. Await it
 * before acknowledging a write. PostgreSQL flushes at commit, so there it resolves at once.
 */
export function flushCommits(db: Db): Promise<void> {
  return groupCommits.get(db)?.flush() ?? Promise.resolve();
}
