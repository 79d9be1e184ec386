import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataVersion } from './commits.js';
import { openDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { checkReusableQueries, columnsOf, reusableQuery } from './reusable-query.js';
import { inTransaction } from './transaction.js';

// Hot queries are compiled once per shape and run with each call's values (decision 266).

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reusable-query-'));
  db = openDatabase({ sqlitePath: path.join(dir, 'test.db') });
  await migrateToLatest(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Counts how often Kysely is asked to build the query. */
function counted<A extends unknown[], R>(build: (db: Db, ...args: A) => R) {
  const calls = { builds: 0 };
  const wrapped = (target: Db, ...args: A) => {
    calls.builds += 1;
    return build(target, ...args);
  };
  return { calls, wrapped };
}

const insertVersion = counted((target: Db, row: { name: string; version: number }) =>
  target.insertInto('data_versions').values(row),
);
const versionsNamed = counted((target: Db, names: readonly string[], min: number | null) =>
  target
    .selectFrom('data_versions')
    .select(['name', 'version'])
    .where('name', 'in', names)
    .$if(min !== null, (query) => query.where('version', '>=', min!))
    .orderBy('name'),
);
const insert = reusableQuery(insertVersion.wrapped, columnsOf);
const select = reusableQuery(versionsNamed.wrapped, (names) => String(names.length));

describe('reusable queries', () => {
  it('build once per shape and run each call with its own values', async () => {
    insertVersion.calls.builds = 0;
    versionsNamed.calls.builds = 0;
    for (const [name, version] of [
      ['alpha', 1],
      ['beta', 2],
      ['gamma', 3],
    ] as const) {
      await insert(db, { name, version });
    }
    expect(insertVersion.calls.builds).toBe(1);

    expect((await select(db, ['alpha', 'gamma'], null)).rows).toEqual([
      { name: 'alpha', version: 1 },
      { name: 'gamma', version: 3 },
    ]);
    expect((await select(db, ['beta', 'gamma'], null)).rows.map((row) => row.name)).toEqual([
      'beta',
      'gamma',
    ]);
    expect(versionsNamed.calls.builds).toBe(1);
    // A list of another length, and a null argument, are shapes of their own.
    expect((await select(db, ['alpha', 'beta', 'gamma'], null)).rows).toHaveLength(3);
    expect((await select(db, ['alpha', 'beta', 'gamma'], 2)).rows.map((row) => row.name)).toEqual([
      'beta',
      'gamma',
    ]);
    expect((await select(db, ['alpha', 'beta', 'gamma'], 3)).rows.map((row) => row.name)).toEqual([
      'gamma',
    ]);
    expect(versionsNamed.calls.builds).toBe(3);
  });

  it('count a reused write as a write, in a transaction and on another database', async () => {
    await insert(db, { name: 'first', version: 1 });
    const before = await dataVersion(db);
    await inTransaction(db, (trx) => insert(trx, { name: 'second', version: 1 }));
    expect(await dataVersion(db)).not.toBe(before);

    const other = openDatabase({ sqlitePath: path.join(dir, 'other.db') });
    try {
      await migrateToLatest(other);
      const otherBefore = await dataVersion(other);
      await insert(other, { name: 'third', version: 1 });
      expect(await dataVersion(other)).not.toBe(otherBefore);
    } finally {
      await other.destroy();
    }
  });

  it('refuse a build that changes a value instead of passing it', async () => {
    const stringified = reusableQuery((target: Db, version: number) =>
      target.insertInto('data_versions').values({ name: JSON.stringify(version), version }),
    );
    await expect(stringified(db, 1)).rejects.toThrow(/as they are/);
  });

  it('are checked, where asked, against an ordinary build of every call', async () => {
    checkReusableQueries(db);
    // Wrong on purpose: the text depends on the value, which a reused text cannot follow.
    const branching = reusableQuery((target: Db, name: string) =>
      target
        .selectFrom('data_versions')
        .select('name')
        .where('name', name === 'all' ? '<>' : '=', name),
    );
    await branching(db, 'alpha');
    await expect(branching(db, 'all')).rejects.toThrow(/differs from its build/);
  });
});
