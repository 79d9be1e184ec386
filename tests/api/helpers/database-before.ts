import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../../../src/server/db/database.js';
import { migrations } from '../../../src/server/db/migrations/index.js';
import { testDatabaseUrl } from './test-app.js';

/** A database of an install from before one migration, for testing that migration's upgrade. */
export interface OldDatabase {
  db: Db;
  /** A folder of its own (the SQLite file lives here; an app on it may use it as DATA_DIR). */
  dir: string;
  /** Closes the database and removes its schema (PostgreSQL) and folder. */
  close(): Promise<void>;
}

async function onPg(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens a fresh database (SQLite, or a new schema on TEST_DATABASE_URL) migrated up to just before `first`. */
export async function databaseBefore(first: string): Promise<OldDatabase> {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-migration-'));
  if (testDatabaseUrl) await onPg(`CREATE SCHEMA ${schema}`);
  const db = openDatabase(
    testDatabaseUrl
      ? { databaseUrl: testDatabaseUrl, pgSchema: schema }
      : { sqlitePath: path.join(dir, 'sitebook.db') },
  );
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < first));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return {
    db,
    dir,
    async close() {
      await db.destroy();
      if (testDatabaseUrl) await onPg(`DROP SCHEMA ${schema} CASCADE`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
