import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoError, runDemo, type DemoCounts } from '../../scripts/demo/run-demo.js';
import { configWith, type Config } from '../../src/server/config.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { ensureOwner } from '../../src/server/features/auth/index.js';
import { openConfiguredDatabase } from '../../src/server/server.js';
import { testDatabaseUrl } from './helpers/test-app.js';

// The demo opens the configured database itself: a temp DATA_DIR for SQLite, or a
// database of its own on the test PostgreSQL server.
let dataDir: string;
let config: Config;
let pgDatabase: string | undefined;
let counts: DemoCounts;
let seconds: number;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-demo-'));
  let databaseUrl: string | undefined;
  if (testDatabaseUrl) {
    pgDatabase = `sitebook_demo_${crypto.randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${pgDatabase}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${pgDatabase}`;
    databaseUrl = url.href;
  }
  config = configWith({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OWNER_PASSWORD: 'demo-owner-password',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const started = Date.now();
  counts = await runDemo(config);
  seconds = (Date.now() - started) / 1000;
}, 120_000);

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgDatabase) await admin(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
});

/** How many rows of a table have each value of a column. */
async function tally(
  table: 'clients' | 'projects' | 'tasks' | 'invoices',
  column: 'type' | 'status',
) {
  const db = openConfiguredDatabase(config);
  try {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const counts: Record<string, number> = {};
    for (const row of rows) counts[String(row[column])] = (counts[String(row[column])] ?? 0) + 1;
    return counts;
  } finally {
    await db.destroy();
  }
}

describe('npm run demo', () => {
  it('fills an empty instance quickly through the API', () => {
    expect(seconds).toBeLessThan(60);
    expect(counts).toEqual({
      contacts: 19,
      projects: 8,
      tasks: 15,
      updates: 49,
      photos: 22,
      invoices: 8,
      signIn: expect.any(String),
    });
  });

  it('adds clients, vendors and subcontractors of several trades', async () => {
    expect(await tally('clients', 'type')).toEqual({ Client: 6, Vendor: 4, Subcontractor: 9 });
    const db = openConfiguredDatabase(config);
    try {
      const trades = await db
        .selectFrom('clients')
        .select('trade')
        .distinct()
        .where('type', '=', 'Subcontractor')
        .execute();
      expect(trades.length).toBeGreaterThanOrEqual(8);
    } finally {
      await db.destroy();
    }
  });

  it('has projects in every status, pending and completed tasks, paid and pending invoices', async () => {
    expect(await tally('projects', 'status')).toEqual({
      Planning: 2,
      'In Progress': 3,
      'On Hold': 1,
      Completed: 2,
    });
    expect(await tally('tasks', 'status')).toEqual({ pending: 9, completed: 6 });
    expect(await tally('invoices', 'status')).toEqual({ Paid: 5, Pending: 3 });
  });

  it('spreads a month of updates and stores their photos as PNG files', async () => {
    const db = openConfiguredDatabase(config);
    try {
      const dates = await db.selectFrom('updates').select('date').distinct().execute();
      const sorted = dates.map((row) => row.date).sort();
      const span = (Date.parse(sorted.at(-1)!) - Date.parse(sorted[0]!)) / 86_400_000;
      expect(span).toBeGreaterThanOrEqual(28);
      const files = await db.selectFrom('update_files').selectAll().execute();
      expect(files).toHaveLength(22);
      for (const file of files) {
        expect(file.content_type).toBe('image/png');
        const bytes = fs.readFileSync(path.join(dataDir, 'uploads', file.storage_key));
        expect(bytes.length).toBe(Number(file.size));
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      }
      const sessions = await db.selectFrom('sessions').selectAll().execute();
      expect(sessions).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('says which password signs the owner in', () => {
    expect(counts.signIn).toBe('Sign in as admin with OWNER_PASSWORD.');
  });

  it('refuses an instance that already has data, adding nothing', async () => {
    await expect(runDemo(config)).rejects.toThrow(DemoError);
    await expect(runDemo(config)).rejects.toThrow(/already has 99 records.*--force/);
    expect(await tally('projects', 'status')).toMatchObject({ Planning: 2 });
  });
});

describe('npm run demo after npm start (README order)', () => {
  it('refuses an OWNER_PASSWORD that is not the existing owner’s password, saying which is in force', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-demo-order-'));
    try {
      // `npm start` first: the owner is created with a generated password.
      const started = configWith({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
      const db = openConfiguredDatabase(started);
      await migrateToLatest(db);
      await ensureOwner(db, started.OWNER_USERNAME, 'printed-at-first-start');
      await db.destroy();

      const demo = configWith({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        OWNER_PASSWORD: 'demo-password',
      });
      await expect(runDemo(demo)).rejects.toThrow(DemoError);
      await expect(runDemo(demo)).rejects.toThrow(
        /owner account "admin" already exists.*OWNER_PASSWORD is not its password.*Nothing was added.*reset-password -- admin/,
      );
      const check = openConfiguredDatabase(demo);
      try {
        const { count } = await check
          .selectFrom('clients')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect(Number(count)).toBe(0);
      } finally {
        await check.destroy();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
