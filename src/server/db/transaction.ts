import type { Db } from './database.js';
import type { WriteGroups } from './write-groups.js';

const writeGroups = new WeakMap<Db, WriteGroups>();

/** SQLite: the database's transactions share commits (write-groups.ts, decision 238). */
export function groupTransactions(db: Db, groups: WriteGroups): void {
  writeGroups.set(db, groups);
}

/**
 * Runs `run` in one transaction: committed when it resolves, rolled back when it
 * throws. `trx` is a Kysely of the same tables bound to the transaction's connection,
 * so it goes to any query function that takes a Db.
 */
export function inTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return writeGroups.get(db)?.run(run) ?? db.transaction().execute(run);
}
