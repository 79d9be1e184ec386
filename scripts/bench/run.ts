// `npm run bench -- [--size small|large|huge] [--db sqlite|postgres|both] [--duration 10]
//   [--warmup 2] [--connections 32] [--build-dir DIR] [--no-web] [--no-page-load]
//   [--database-url URL] [--only TEXT] [--check] [--cpu-prof]`
// Seeds a fresh database, starts the production server, drives every endpoint
// with autocannon (each read alone, then again while a writer adds 20 tasks and updates
// a second), loads the screens in Chromium (phone and desktop) and writes
// bench-results/<size>-<dialect>.json. See docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { endpoints, type Endpoint } from './endpoints.js';
import { autocannon } from './load-client.js';
import { formatPageLoads, measurePageLoads } from './page-load.js';
import {
  compareWithSmall,
  failures,
  formatPostgresRule,
  formatReport,
  saveReport,
  type BenchReport,
  type EndpointResult,
} from './report.js';
import { startWriter } from './writer.js';
import { seedDatabase, SIZES, type SizeName } from './seed.js';
import { buildInto, root, signIn, startServer } from './server.js';
import { measureWeb } from './web.js';

const { values: flags } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '32' },
    'build-dir': { type: 'string' },
    'no-web': { type: 'boolean', default: false },
    'no-page-load': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    only: { type: 'string' },
    check: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
});

const size = flags.size as SizeName;
if (!(size in SIZES)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
const dialects = flags.db === 'both' ? ['sqlite', 'postgres'] : [flags.db!];
const duration = Number(flags.duration);
// The CI guard (--check) looks for errors, not timings: no warm-up unless asked for.
const warmup = Number(flags.warmup ?? (flags.check ? 0 : 2));
const connections = Number(flags.connections);
const password = 'bench-owner-password';
const log = (line: string) => process.stdout.write(`${line}\n`);

const pgBase =
  flags['database-url'] ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://sitebook:sitebook@127.0.0.1:5432/sitebook_bench';

async function freshPostgres(): Promise<string> {
  const url = new URL(pgBase);
  const name = url.pathname.slice(1);
  const admin = new URL(pgBase);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return url.toString();
}

async function drive(url: string, cookie: string, e: Endpoint): Promise<EndpointResult> {
  const upload = e.kind === 'upload';
  const options: autocannon.Options = {
    url: `${url}${e.path}`,
    method: e.method,
    // Uploads: fewer connections and a fixed count, so the run writes ~100 files, not gigabytes.
    connections: upload ? Math.min(4, connections) : connections,
    headers: { ...(e.public ? {} : { cookie }), ...e.headers },
    // A busy shared machine can be slow; a slow answer is a timing, not a failure.
    timeout: 60,
    ...(e.body ? { body: e.body } : {}),
  };
  const uploads = Math.max(8, duration * 10);
  // Slow answers of the endpoint before may still be queued: start once the server answers.
  await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
  if (upload) await autocannon({ ...options, amount: 8 });
  else if (warmup > 0) await autocannon({ ...options, duration: warmup });
  // The CI guard checks answers, not speed: a fixed number of requests (one per
  // connection) is answered however busy the machine is; --duration sets the timed runs.
  const measured = upload
    ? { ...options, amount: uploads }
    : flags.check
      ? { ...options, amount: Math.max(connections, 8) }
      : { ...options, duration };
  const result = await autocannon(measured);
  return {
    name: e.name,
    kind: e.kind,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ratio: 0,
    ...(e.budget ? { budget: e.budget } : {}),
  };
}

async function benchOne(dialect: string, buildDir: string): Promise<BenchReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sitebook-bench-${dialect}-`));
  const databaseUrl = dialect === 'postgres' ? await freshPostgres() : undefined;
  const today = new Date().toLocaleDateString('en-CA');
  log(`Seeding ${size} on ${dialect} ...`);
  const db = openDatabase({ databaseUrl, sqlitePath: path.join(dataDir, 'sitebook.db') });
  let seed;
  let checklistRow;
  try {
    await migrateToLatest(db);
    seed = await seedDatabase(db, size, { today, ownerPassword: password, log });
    checklistRow = await db
      .selectFrom('updates')
      .select(['id', 'checklist'])
      .where('checklist', 'is not', null)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
  log(`Seeded in ${(seed.ms / 1000).toFixed(1)} s`);

  const server = await startServer(
    buildDir,
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    flags['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench-results')}`] : [],
  );
  try {
    log(`Server up in ${Math.round(server.coldStartMs)} ms (pid ${server.pid})`);
    const cookie = await signIn(server.url, password);
    // The screens first, on the seeded data: the write phases below add thousands of
    // updates dated today, which the share page and the Updates screen would then show.
    const web = flags['no-web']
      ? undefined
      : await measureWeb(server.url, path.join(buildDir, 'web'), cookie);
    // The page-load part takes minutes (three cold loads per screen and profile, the
    // phone ones throttled): never part of the CI guard.
    const pageLoads =
      flags['no-web'] || flags['no-page-load'] || flags.check
        ? undefined
        : await measurePageLoads(server.url, cookie);
    const loadAtStart = os.loadavg()[0]!;
    const list = endpoints({
      today,
      projectId: seed.projectIds.at(-1)!,
      clientId: seed.clientIds[0]!,
      checklistUpdateId: checklistRow.id,
      checklistText: checklistRow.checklist!,
    }).filter((e) => e.kind === 'bare' || !flags.only || e.name.includes(flags.only));
    const results: EndpointResult[] = [];
    const measure = async (e: Endpoint, phase: EndpointResult['phase']) => {
      const r = { ...(await drive(server.url, cookie, e)), phase };
      results.push(r);
      const suffix = phase === 'writes' ? ' (with writes)' : '';
      log(`  ${e.name}${suffix}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    };
    const isRead = (e: Endpoint) => e.kind === 'read' || e.kind === 'search';
    for (const e of list.filter((e) => e.kind === 'bare' || isRead(e))) await measure(e, 'alone');
    // Again while people write: every write empties the answer cache, so the reads
    // below are built from the database, as on a busy day.
    const writer = startWriter(server.url, cookie, seed.projectIds.at(-1)!, today);
    try {
      for (const e of list.filter(isRead)) await measure(e, 'writes');
    } finally {
      await writer.stop();
    }
    log(
      `  writer: ${writer.stats.done} writes, ${writer.stats.failed} failed, ` +
        `${writer.stats.skipped} skipped (machine too slow for 20/s)`,
    );
    for (const e of list.filter((e) => e.kind === 'write' || e.kind === 'upload')) {
      await measure(e, 'alone');
    }
    // The machine may be shared: the ceiling is measured at the start and at the end, and averaged.
    const bareAgain = await drive(server.url, cookie, list[0]!);
    const bare = (results[0]!.rps + bareAgain.rps) / 2;
    log(`  bare route again: ${Math.round(bareAgain.rps)} req/s`);
    for (const r of results) r.ratio = bare > 0 ? Math.round((r.rps / bare) * 100) / 100 : 0;
    const report: BenchReport = {
      size,
      dialect,
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0]! },
      },
      bareRps: { atStart: results[0]!.rps, atEnd: bareAgain.rps },
      settings: { connections, durationS: duration, warmupS: warmup },
      seed: { ms: seed.ms, rows: { ...seed.counts } },
      coldStartMs: Math.round(server.coldStartMs),
      peakRssMb: server.peakRssMb(),
      endpoints: results,
      writer: { ...writer.stats },
      ...(web ? { web } : {}),
      ...(pageLoads ? { pageLoads } : {}),
    };
    delete (report.seed.rows as Partial<Record<string, number>>).years;
    return report;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const buildDir = flags['build-dir']
    ? path.resolve(flags['build-dir'])
    : fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-bench-build-'));
  buildInto(buildDir, log);
  const tables: string[] = [];
  const problems: string[] = [];
  const reports: BenchReport[] = [];
  for (const dialect of dialects) {
    const report = await benchOne(dialect, buildDir);
    compareWithSmall(root, report);
    log(`Wrote ${path.relative(root, saveReport(root, report))}`);
    tables.push(formatReport(report));
    if (report.pageLoads) tables.push(formatPageLoads(report.pageLoads));
    problems.push(...failures(report).map((line) => `${dialect}: ${line}`));
    reports.push(report);
  }
  const sqlite = reports.find((r) => r.dialect === 'sqlite');
  const postgres = reports.find((r) => r.dialect === 'postgres');
  if (sqlite && postgres) tables.push(formatPostgresRule(sqlite, postgres));
  if (!flags['build-dir']) fs.rmSync(buildDir, { recursive: true, force: true });
  log(`\n${tables.join('\n\n')}\n`);
  if (problems.length > 0) {
    log(`Failed requests:\n  ${problems.join('\n  ')}`);
    if (flags.check) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
