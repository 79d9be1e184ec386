import fs from 'node:fs';
import path from 'node:path';
import type { PageLoad } from './page-load.js';
import type { WebResult } from './web.js';

// One JSON file per size and database, and the table printed at the end.

export interface EndpointResult {
  name: string;
  kind: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors other than timeouts (autocannon counts timeouts as errors too). */
  errors: number;
  /** Requests not answered within autocannon's timeout: a timing, reported, never a failure. */
  timeouts: number;
  non2xx: number;
  /** requests/s as a share of the bare route's. */
  ratio: number;
  /** p99 here divided by the p99 of the same endpoint in the small run (when one exists). */
  p99VsSmall?: number;
  /** Reads run twice: alone, and while a writer adds 20 tasks and updates a second. */
  phase?: 'alone' | 'writes';
  /** Issue 20's budget for this endpoint, shown beside the figure. */
  budget?: { p99Ms: number; minRps?: number };
}

export interface BenchReport {
  size: string;
  dialect: string;
  at: string;
  machine: { cpus: number; node: string; loadAverage: { atStart: number; atEnd: number } };
  /** The bare route's requests/s at the start and the end; ratios use their mean. */
  bareRps: { atStart: number; atEnd: number };
  settings: { connections: number; durationS: number; warmupS: number };
  seed: { ms: number; rows: Record<string, number> };
  coldStartMs: number;
  peakRssMb: number;
  endpoints: EndpointResult[];
  /** The writes made during the read-while-writing phase. */
  writer?: { done: number; failed: number; skipped: number };
  web?: WebResult;
  pageLoads?: PageLoad[];
}

export function resultsPath(root: string, size: string, dialect: string): string {
  return path.join(root, 'bench-results', `${size}-${dialect}.json`);
}

export function compareWithSmall(root: string, report: BenchReport): void {
  if (report.size === 'small') return;
  const file = resultsPath(root, 'small', report.dialect);
  if (!fs.existsSync(file)) return;
  const small = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport;
  for (const endpoint of report.endpoints) {
    const base = small.endpoints.find(
      (e) => e.name === endpoint.name && (e.phase ?? 'alone') === (endpoint.phase ?? 'alone'),
    );
    if (base && base.p99 > 0) endpoint.p99VsSmall = Math.round((endpoint.p99 / base.p99) * 10) / 10;
  }
}

export function saveReport(root: string, report: BenchReport): string {
  const file = resultsPath(root, report.size, report.dialect);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

const pad = (value: string, width: number) => value.padStart(width);

/** A Markdown table: printed at the end and pasted into docs/performance.md. */
export function formatReport(report: BenchReport): string {
  const lines = [
    `### ${report.size} on ${report.dialect} (${report.settings.connections} connections, ` +
      `${report.settings.durationS} s per endpoint, ${report.machine.cpus} cores, Node ${report.machine.node}, ` +
      `load average ${report.machine.loadAverage.atStart.toFixed(1)} -> ${report.machine.loadAverage.atEnd.toFixed(1)})`,
    '',
    '| Endpoint | phase | req/s | p50 ms | p99 ms | budget | errors | timeouts | vs bare | p99 vs small |',
    '|---|---|--:|--:|--:|---|--:|--:|--:|--:|',
  ];
  for (const e of report.endpoints) {
    lines.push(
      `| ${e.name} | ${e.phase === 'writes' ? 'with writes' : 'alone'} | ${pad(String(Math.round(e.rps)), 6)} | ` +
        `${pad(String(e.p50), 4)} | ${pad(String(e.p99), 4)} | ${budgetText(e)} | ` +
        `${e.errors + e.non2xx} | ${e.timeouts ?? 0} | ${Math.round(e.ratio * 100)}% | ` +
        `${e.p99VsSmall === undefined ? '' : `${e.p99VsSmall}x`} |`,
    );
  }
  if (report.writer) {
    lines.push(
      '',
      `Writer during the "with writes" phase: ${report.writer.done} tasks and updates written, ` +
        `${report.writer.failed} failed, ${report.writer.skipped} beats of the 20/s skipped (at most 4 writes in flight).`,
    );
  }
  lines.push(
    '',
    `Seed: ${Object.entries(report.seed.rows)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')} in ${(report.seed.ms / 1000).toFixed(1)} s. ` +
      `Cold start: ${Math.round(report.coldStartMs)} ms. Server peak RSS: ${report.peakRssMb} MB. ` +
      `Bare route: ${Math.round(report.bareRps.atStart)} req/s at the start, ${Math.round(report.bareRps.atEnd)} at the end.`,
  );
  if (report.web) {
    const w = report.web;
    lines.push(
      `JS for \`/\` (landing): ${w.landingJsGzipKb} KB gzip in ${w.landingFiles} files; ` +
        `signed-in dashboard: ${w.dashboardJsGzipKb} KB gzip in ${w.dashboardFiles} files.`,
    );
    for (const s of w.screens) {
      const calls = s.apiCalls.filter((c) => /\/api\/(updates|tasks)\b/.test(c));
      lines.push(
        `${s.screen}: first page after ${s.firstPageMs} ms, ${s.cards} cards; list calls: ${calls.join(', ')}`,
      );
    }
  }
  return lines.join('\n');
}

/** Whether the figure meets the issue's budget, as `p99 <= 25 met`. */
export function budgetText(e: EndpointResult): string {
  if (!e.budget) return '';
  const p99Ok = e.p99 <= e.budget.p99Ms;
  const parts = [`p99 <= ${e.budget.p99Ms} ${p99Ok ? 'met' : '**not met**'}`];
  if (e.budget.minRps !== undefined) {
    const ok = e.rps >= e.budget.minRps;
    parts.push(`>= ${e.budget.minRps}/s ${ok ? 'met' : '**not met**'}`);
  }
  return parts.join(', ');
}

/**
 * Issue 20's PostgreSQL rule, read by read: at least half of SQLite's requests/s in
 * the same run's uncached phase (with writes: no answer cache can serve it), and a p99
 * within twice SQLite's. The bare routes are shown so the two servers' ceilings compare.
 */
export function formatPostgresRule(sqlite: BenchReport, postgres: BenchReport): string {
  const lines = [
    `### PostgreSQL against SQLite (${postgres.size}, reads with writes)`,
    '',
    `Bare route: SQLite ${Math.round(sqlite.bareRps.atStart)}-${Math.round(sqlite.bareRps.atEnd)} req/s, ` +
      `PostgreSQL ${Math.round(postgres.bareRps.atStart)}-${Math.round(postgres.bareRps.atEnd)} req/s.`,
    '',
    '| Read | SQLite req/s | PostgreSQL req/s | share (>= 50%) | SQLite p99 | PostgreSQL p99 (<= 2x) |',
    '|---|--:|--:|---|--:|---|',
  ];
  for (const pgRead of postgres.endpoints.filter((e) => e.phase === 'writes')) {
    const base = sqlite.endpoints.find((e) => e.phase === 'writes' && e.name === pgRead.name);
    if (!base || base.rps === 0) continue;
    const share = pgRead.rps / base.rps;
    const p99Ok = pgRead.p99 <= 2 * Math.max(base.p99, 1);
    lines.push(
      `| ${pgRead.name} | ${Math.round(base.rps)} | ${Math.round(pgRead.rps)} | ` +
        `${Math.round(share * 100)}% ${share >= 0.5 ? 'met' : '**not met**'} | ${base.p99} | ` +
        `${pgRead.p99} ${p99Ok ? 'met' : '**not met**'} |`,
    );
  }
  return lines.join('\n');
}

/** The CI check: no failed connection, every answer a 2xx, every endpoint exercised. */
export function failures(report: BenchReport): string[] {
  const problems = report.endpoints
    .filter((e) => e.errors > 0 || e.non2xx > 0 || e.requests === 0)
    .map(
      (e) =>
        `${e.name}${e.phase === 'writes' ? ' (with writes)' : ''}: ${e.requests} requests, ` +
        `${e.errors} errors, ${e.non2xx} non-2xx`,
    );
  if (report.writer && (report.writer.failed > 0 || report.writer.done === 0)) {
    problems.push(`writer: ${report.writer.done} writes, ${report.writer.failed} failed`);
  }
  return problems;
}
