// In-process timing of each read at `large` (a seeded database kept in /tmp/prof/<dialect>):
// `[NOCACHE=1] npx tsx scripts/bench/profile.ts sqlite|postgres [name filter] [n]`. For finding
// where a request's time goes between benchmark runs; `npm run bench` is the measurement.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { endpoints } from './endpoints.js';
import { signedInApp } from './in-process-app.js';
import { seedDatabase } from './seed.js';

const dialect = process.argv[2] ?? 'sqlite';
const only = process.argv[3];
const n = Number(process.argv[4] ?? 30);
const dataDir = `/tmp/prof/${dialect}`;
const pgUrl = 'postgres://sitebook:sitebook@127.0.0.1:5432/sitebook_prof';
const today = new Date().toLocaleDateString('en-CA');
const fresh = !fs.existsSync(path.join(dataDir, 'seeded'));
fs.mkdirSync(dataDir, { recursive: true });
if (fresh && dialect === 'postgres') {
  const c = new pg.Client({ connectionString: pgUrl.replace('sitebook_prof', 'postgres') });
  await c.connect();
  await c.query('drop database if exists sitebook_prof with (force)');
  await c.query('create database sitebook_prof');
  await c.end();
}
const db = openDatabase({
  databaseUrl: dialect === 'postgres' ? pgUrl : undefined,
  sqlitePath: path.join(dataDir, 'sitebook.db'),
});
await migrateToLatest(db);
if (fresh) {
  await seedDatabase(db, 'large', { today, ownerPassword: 'pw-pw-pw-pw', log: console.log });
  fs.writeFileSync(path.join(dataDir, 'seeded'), '');
}
const { app, cookie } = await signedInApp(db, dataDir);
const list = endpoints({
  today,
  projectId: 'x',
  clientId: 'x',
  checklistUpdateId: 'x',
  checklistText: '[]',
});
for (const e of list) {
  if (e.kind !== 'read' && e.kind !== 'search') continue;
  if (only && !e.name.includes(only)) continue;
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await app.inject({
      method: 'GET',
      url: e.path,
      headers: {
        ...(e.public ? {} : { cookie }),
        'accept-encoding': 'br',
        ...(process.env.NOCACHE ? { 'x-bench-bust': String(i) } : {}),
      },
    });
    times.push(performance.now() - t);
    bytes = r.rawPayload.length;
    status = r.statusCode;
    // A write that commits moves the cache's version on both databases (SQLite's commit
    // counter, PostgreSQL's snapshot: only a transaction with an id changes it).
    if (process.env.NOCACHE)
      await (dialect === 'postgres'
        ? sql`select pg_current_xact_id()`.execute(db)
        : sql`delete from sessions where 1 = 0`.execute(db));
  }
  times.sort((a, b) => a - b);
  console.log(
    `${e.name.padEnd(48)} ${status} med ${times[Math.floor(n / 2)]!.toFixed(2)} ms  min ${times[0]!.toFixed(2)}  ${(bytes / 1024).toFixed(1)} KB`,
  );
}
await app.close();
await db.destroy();
