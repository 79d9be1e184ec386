import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { createTestApp, testDatabaseUrl, type TestApp } from './helpers/test-app.js';

// Decision 217: the migrator looks only at Sitebook's own schema
// (src/server/db/own-schema-introspector.ts). PostgreSQL only: SQLite has one database per file.

const onPostgres = Boolean(testDatabaseUrl);
let t: TestApp;
let other: pg.Client;

/** Creates and drops schemas on another connection until `stop` resolves. */
async function churnSchemas(stop: Promise<unknown>) {
  let done = false;
  const end = () => (done = true);
  stop.then(end, end);
  let rounds = 0;
  while (!done) {
    const name = `churn_${crypto.randomBytes(6).toString('hex')}`;
    await other.query(
      `CREATE SCHEMA ${name}; CREATE TABLE ${name}.projects (id serial primary key, name text)`,
    );
    await other.query(`DROP SCHEMA ${name} CASCADE`);
    rounds += 1;
  }
  return rounds;
}

describe.runIf(onPostgres)('introspection on PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client({ connectionString: testDatabaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('lists only the tables of its own schema, even where another schema has the same names', async () => {
    const name = `elsewhere_${crypto.randomBytes(6).toString('hex')}`;
    await other.query(
      `CREATE SCHEMA ${name}; CREATE TABLE ${name}.projects (id int); CREATE TABLE ${name}.kysely_migration (name text)`,
    );
    try {
      const own = await t.db.introspection.getTables({ withInternalKyselyTables: true });
      const schemas = new Set(own.map((table) => table.schema));
      expect(schemas.size).toBe(1);
      expect(schemas.has(name)).toBe(false);
      expect(own.map((table) => table.name)).toEqual(
        expect.arrayContaining(['projects', 'kysely_migration']),
      );
      expect(await t.db.introspection.getSchemas()).toEqual([{ name: [...schemas][0] }]);
    } finally {
      await other.query(`DROP SCHEMA ${name} CASCADE`);
    }
  });

  it('migrates and introspects while another program drops schemas', async () => {
    const work = (async () => {
      for (let i = 0; i < 40; i += 1) {
        await t.db.introspection.getTables();
        await migrateToLatest(t.db);
      }
    })();
    const rounds = await churnSchemas(work);
    await work;
    expect(rounds).toBeGreaterThan(5);
  });
});
