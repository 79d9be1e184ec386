import { Migrator, sql } from 'kysely';
import { dialectOf, type Db } from './database.js';
import { migrations } from './migrations/index.js';
import { drainSearchQueue } from './search-indexer.js';

// On PostgreSQL the migrator's bookkeeping tables are named in the connection's
// own schema: unqualified, Kysely can mistake another schema's tables for ours.
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Runs pending migrations; throws (never logs and continues) when one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db),
    // Each area owns a number range (0300s, 0600s, ...), so a lower number can land
    // after a higher one was applied; it must still run.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  // Search documents a crash left queued are indexed before anything is served (decision 214).
  await drainSearchQueue(db);
}
