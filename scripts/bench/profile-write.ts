// In-process timing of POST /api/tasks at `large` on SQLite, on a copy of profile.ts's seeded
// database (/tmp/prof/sqlite, made by `profile.ts sqlite` once):
// `[STMTS=1] [BASELINE=1] [NOCKPT=1] npx tsx scripts/bench/profile-write.ts [n] [concurrency]`.
// Prints req/s, median and p99, and the process's CPU time per create (steadier than req/s on a
// shared machine). STMTS=1: time per SQL statement; BASELINE=1: search indexing inside the
// transaction again (migration 0620 undone, decision 214); NOCKPT=1: no automatic WAL checkpoints.
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { signedInApp } from './in-process-app.js';

const dir = '/tmp/fts-helper/db';
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
fs.copyFileSync('/tmp/prof/sqlite/sitebook.db', `${dir}/sitebook.db`);
fs.copyFileSync('/tmp/prof/sqlite/device-cookie.key', `${dir}/device-cookie.key`);
const n = Number(process.argv[2] ?? 2000);
const conc = Number(process.argv[3] ?? 1);
const db = openDatabase({ sqlitePath: `${dir}/sitebook.db` });
await migrateToLatest(db);
if (process.env.BASELINE)
  await (
    await import('../../src/server/db/migrations/0620-search-deferred-index.js')
  ).down(db as never);
const { app, cookie } = await signedInApp(db, dir);
const { rows } = await sql<{ id: string }>`select id from projects limit 1`.execute(db);
const today = new Date().toLocaleDateString('en-CA');
const body = JSON.stringify({
  title: 'Benchmark: order the rebar',
  description: 'Two tonnes, delivered Monday.',
  projectId: rows[0]!.id,
  dueDate: today,
  checklist: JSON.stringify([{ text: 'Call the supplier', completed: false }]),
});
const one = async () => {
  const t = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { 'content-type': 'application/json', cookie },
    payload: body,
  });
  if (r.statusCode >= 300) throw new Error(r.body);
  return performance.now() - t;
};
if (process.env.NOCKPT) await sql`pragma wal_autocheckpoint = 0`.execute(db);
if (process.env.WALCKPT)
  await sql.raw(`pragma wal_autocheckpoint = ${Number(process.env.WALCKPT)}`).execute(db);
const stats = new Map<string, [number, number]>();
if (process.env.STMTS) {
  const SQLite = (await import('better-sqlite3')).default;
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1'));
  for (const m of ['run', 'all', 'get', 'iterate']) {
    const orig = proto[m];
    proto[m] = function (this: { source: string }, ...args: unknown[]) {
      const t = performance.now();
      try {
        return orig.apply(this, args);
      } finally {
        const k = this.source.replace(/\s+/g, ' ').slice(0, 110);
        const e = stats.get(k) ?? [0, 0];
        e[0]++;
        e[1] += performance.now() - t;
        stats.set(k, e);
      }
    };
  }
}
for (let i = 0; i < 200; i++) await one();
stats.clear();
const times: number[] = [];
const cpu0 = process.cpuUsage();
const start = performance.now();
let left = n;
await Promise.all(
  Array.from({ length: conc }, async () => {
    while (left-- > 0) times.push(await one());
  }),
);
const total = performance.now() - start;
const cpu = process.cpuUsage(cpu0);
times.sort((a, b) => a - b);
for (const [k, [c, t]] of [...stats].sort((a, b) => b[1][1] - a[1][1]).slice(0, 25))
  console.log(String(c).padStart(6), (t / n).toFixed(3).padStart(7), 'ms/req', k);
console.log(
  `n=${n} conc=${conc} ${((n / total) * 1000).toFixed(0)} req/s med ${times[n >> 1]!.toFixed(2)} p99 ${times[Math.floor(n * 0.99)]!.toFixed(2)} ms, cpu ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms/req (user ${(cpu.user / 1000 / n).toFixed(3)})`,
);
if (!process.env.BASELINE) {
  const s = await app.inject({
    method: 'GET',
    url: '/api/search?q=rebar',
    headers: { cookie },
  });
  console.log('search', s.statusCode, s.body.slice(0, 120));
}
await app.close();
await db.destroy();
