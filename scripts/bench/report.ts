import fs from 'node:fs';
import path from 'node:path';
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
  web?: WebResult;
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
    const base = small.endpoints.find((e) => e.name === endpoint.name);
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
    '| Endpoint | req/s | p50 ms | p99 ms | errors | timeouts | vs bare | p99 vs small |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const e of report.endpoints) {
    lines.push(
      `| ${e.name} | ${pad(String(Math.round(e.rps)), 6)} | ${pad(String(e.p50), 4)} | ` +
        `${pad(String(e.p99), 4)} | ${e.errors + e.non2xx} | ${e.timeouts ?? 0} | ${Math.round(e.ratio * 100)}% | ` +
        `${e.p99VsSmall === undefined ? '' : `${e.p99VsSmall}x`} |`,
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

/** The CI check: no failed connection, every answer a 2xx, every endpoint exercised. */
export function failures(report: BenchReport): string[] {
  return report.endpoints
    .filter((e) => e.errors > 0 || e.non2xx > 0 || e.requests === 0)
    .map((e) => `${e.name}: ${e.requests} requests, ${e.errors} errors, ${e.non2xx} non-2xx`);
}
