import type { Db } from './database.js';

/**
 * Runs `run` in one transaction: committed when it resolves, rolled back when it
 * throws. Kysely's Transaction is a Kysely of the same tables, so `trx` goes to
 * any query function that takes a Db.
 */
export function inTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(run);
}
