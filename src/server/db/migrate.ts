import { Migrator } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';
import { drainSearchQueue } from './search-indexer.js';

/** Runs pending migrations; throws (never logs and continues) when one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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
