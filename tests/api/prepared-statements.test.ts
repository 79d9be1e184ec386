import crypto from 'node:crypto';
import pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPool } from '../../src/server/db/prepared-statements.js';
import { testDatabaseUrl } from './helpers/test-app.js';

// Decision 225: on PostgreSQL the app's statements are prepared once per connection
// (src/server/db/prepared-statements.ts). PostgreSQL only.

const onPostgres = Boolean(testDatabaseUrl);
const schema = `prepared_${crypto.randomBytes(6).toString('hex')}`;
const table = `${schema}.lots`;
let pool: PostgresPool;
let client: PostgresPoolClient;
let other: pg.Client;

const rowsOf = async (sql: string, values: unknown[] = []) =>
  (await client.query<Record<string, unknown>>(sql, values)).rows;

describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  beforeAll(async () => {
    pool = preparingPool(new pg.Pool({ connectionString: testDatabaseUrl, max: 1 }));
    client = await pool.connect();
    other = new pg.Client({ connectionString: testDatabaseUrl });
    await other.connect();
    await other.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    await other.query(`drop schema if exists ${schema} cascade`);
    await other.end();
    client.release();
    await pool.end();
  });

  it('prepares a row statement once on its connection and runs it again by name', async () => {
    expect(await rowsOf('select $1::int + 1 as n', [41])).toEqual([{ n: 42 }]);
    expect(await rowsOf('select $1::int + 1 as n', [1])).toEqual([{ n: 2 }]);
    const prepared = await rowsOf('select statement from pg_prepared_statements');
    expect(prepared.map((row) => row.statement)).toContain('select $1::int + 1 as n');
  });

  it('starts new names after a schema change it sends, so a select * shows the new column', async () => {
    await rowsOf(`create table ${table} (id int primary key)`);
    await rowsOf(`insert into ${table} (id) values ($1)`, [1]);
    // As the migrations run: in a transaction, where an error could not be sent again.
    await rowsOf('begin');
    expect(await rowsOf(`select * from ${table} where id = $1`, [1])).toEqual([{ id: 1 }]);
    await rowsOf(`alter table ${table} add column note text`);
    expect(await rowsOf(`select * from ${table} where id = $1`, [1])).toEqual([
      { id: 1, note: null },
    ]);
    await rowsOf('commit');
  });

  it('sends a statement again when another program changed the table under it', async () => {
    expect(await rowsOf(`select * from ${table} where id = $1`, [1])).toHaveLength(1);
    await other.query(`alter table ${table} add column crew int`);
    // Outside a transaction: sent again under a new name, and answered.
    expect(await rowsOf(`select * from ${table} where id = $1`, [1])).toEqual([
      { id: 1, note: null, crew: null },
    ]);

    await rowsOf(`select * from ${table} where id = $1`, [1]);
    await other.query(`alter table ${table} add column weather text`);
    // Inside one the transaction fails, as for any error; the next is prepared anew.
    await rowsOf('begin');
    await expect(rowsOf(`select * from ${table} where id = $1`, [1])).rejects.toThrow(
      'cached plan must not change result type',
    );
    await rowsOf('rollback');
    expect(await rowsOf(`select * from ${table} where id = $1`, [1])).toEqual([
      { id: 1, note: null, crew: null, weather: null },
    ]);
  });
});
