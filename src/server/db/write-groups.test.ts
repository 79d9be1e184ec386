import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { inTransaction } from './transaction.js';

// Transactions asked for together share a commit on SQLite (decision 238), each still its
// own: undone alone when it throws, settled only after the shared commit.

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-groups-'));
  db = openDatabase({ sqlitePath: path.join(dir, 'test.db') });
  await sql`create table marks (id integer primary key, label text not null unique)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (trx: Db, label: string) =>
  sql`insert into marks (label) values (${label})`.execute(trx);
const labels = async () =>
  (await sql<{ label: string }>`select label from marks order by id`.execute(db)).rows.map(
    (row) => row.label,
  );
/** Frames in the write-ahead log since it was last emptied: one per page per commit. */
const logFrames = async () =>
  (await sql<{ log: number }>`pragma wal_checkpoint(passive)`.execute(db)).rows[0]!.log;

describe('write groups (SQLite)', () => {
  it('commits transactions asked for together once', async () => {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    const names = Array.from({ length: 20 }, (_, i) => `mark ${i}`);
    await Promise.all(names.map((name) => inTransaction(db, (trx) => insert(trx, name))));
    expect(await labels()).toEqual(names);
    // Committed one by one, each commit writes the table's page and its index's again: 40+.
    expect(await logFrames()).toBeLessThan(8);
  });

  it('undoes a transaction that throws alone, and gives it its error', async () => {
    const results = await Promise.allSettled([
      inTransaction(db, (trx) => insert(trx, 'kept before')),
      inTransaction(db, async (trx) => {
        await insert(trx, 'undone');
        throw new Error('refused');
      }),
      // A constraint error in the middle of a transaction undoes its earlier statement too.
      inTransaction(db, async (trx) => {
        await insert(trx, 'undone too');
        await insert(trx, 'kept before');
      }),
      inTransaction(db, (trx) => insert(trx, 'kept after')),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(await labels()).toEqual(['kept before', 'kept after']);
  });

  it('settles a transaction only once its group is committed', async () => {
    // Another connection to the file sees only what is committed.
    const other = new SQLite(path.join(dir, 'test.db'), { readonly: true });
    const committed = (label: string) =>
      other.prepare('select count(*) as n from marks where label = ?').get(label) as { n: number };
    const seen: string[] = [];
    await Promise.all([
      inTransaction(db, (trx) => insert(trx, 'first')).then(() =>
        seen.push(`first settled, second committed: ${committed('second').n}`),
      ),
      inTransaction(db, async (trx) => {
        await insert(trx, 'second');
        seen.push(`second ran, first committed: ${committed('first').n}`);
      }),
    ]);
    other.close();
    expect(seen).toEqual(['second ran, first committed: 0', 'first settled, second committed: 1']);
  });

  it('reads wait for the group: none sees a write before its commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = inTransaction(db, async (trx) => {
      await insert(trx, 'pending');
      await held;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const reading = labels();
    const first = await Promise.race([
      reading,
      new Promise((r) => setTimeout(() => r('waiting'), 50)),
    ]);
    expect(first).toBe('waiting');
    release();
    await writing;
    expect(await reading).toEqual(['pending']);
  });

  it('refuses transactions once the database is closed, never leaving them waiting', async () => {
    await db.destroy();
    await expect(inTransaction(db, (trx) => insert(trx, 'late'))).rejects.toThrow();
    db = openDatabase({ sqlitePath: path.join(dir, 'test.db') });
  });
});
