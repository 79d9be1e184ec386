import type { Kysely } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';

// The full export reads every table a page at a time inside one snapshot.

export type ExportRow = Record<string, unknown>;
type LooseDb = Kysely<Record<string, ExportRow>>;

/** One page of a table in key order, after the given key (from the start when undefined). */
export function readTablePage(
  db: Db,
  table: { name: string; key: string },
  after: unknown,
  limit: number,
): Promise<ExportRow[]> {
  return (db as unknown as LooseDb)
    .selectFrom(table.name)
    .selectAll()
    .$if(after !== undefined, (q) => q.where(table.key, '>', after))
    .orderBy(table.key)
    .limit(limit)
    .execute();
}

/** Runs the reads in one snapshot: rows written meanwhile never leave a file without its update. */
export function inSnapshot<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  const transaction = db.transaction();
  return (
    dialectOf(db) === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction
  ).execute(run);
}
