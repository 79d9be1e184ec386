import { multipart, type FilePart } from '../lib/multipart.js';
import { SEARCH_WORDS } from './seed.js';

// The endpoints the issue lists, in the order they run: reads first, then the
// writes (which grow the tables a little), the upload last.

export interface Endpoint {
  name: string;
  kind: 'bare' | 'read' | 'search' | 'write' | 'upload';
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: Buffer | string;
  headers?: Record<string, string>;
  /** Public endpoints are driven without the session cookie. */
  public?: boolean;
  /** The budget (issue 20), printed beside the figure; never a failure of --check. */
  budget?: { p99Ms: number; minRps?: number };
}

// Issue 20's budgets: reads p99 <= 25 ms, search <= 30 ms, the month of updates and
// the project list (the spec's full shape, uncached) <= 50 ms; POST /api/tasks at
// least 1,500/s with p99 <= 30 ms (at large, on SQLite).
export const READ_BUDGET = { p99Ms: 25 };
export const SEARCH_BUDGET = { p99Ms: 30 };
export const BIG_LIST_BUDGET = { p99Ms: 50 };
export const TASK_WRITE_BUDGET = { p99Ms: 30, minRps: 1500 };

/** What a browser sends: reads are measured as the screens receive them (decision 200). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const read = (name: string, path: string, budget = READ_BUDGET, extra: Partial<Endpoint> = {}) =>
  ({ name, kind: 'read', method: 'GET', path, headers: BROWSER, budget, ...extra }) as Endpoint;

export interface EndpointContext {
  today: string;
  projectId: string;
  /** A client with projects (the invoice form's choice). */
  clientId: string;
  checklistUpdateId: string;
  checklistText: string;
}

/** A multipart body as autocannon takes it. */
function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const { payload, headers } = multipart(fields, files);
  return { body: payload, headers };
}

/** The calendar month before today's: a full month of history at every size. */
export function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export function endpoints(ctx: EndpointContext): Endpoint[] {
  const month = previousMonth(ctx.today);
  const range = `from=${month.from}&to=${month.to}`;
  const json = { 'content-type': 'application/json' };
  const update = multipartBody({
    projectId: ctx.projectId,
    note: 'Benchmark: checked the formwork before the pour.',
    date: ctx.today,
  });
  // A deterministic 5 MB body (incompressible enough, nothing special about it).
  const fiveMb = Buffer.alloc(5 * 1024 * 1024);
  for (let i = 0; i < fiveMb.length; i += 4) fiveMb.writeUInt32LE((i * 2654435761) >>> 0, i);
  const upload = multipartBody(
    { projectId: ctx.projectId, note: 'Benchmark: drawings uploaded.', date: ctx.today },
    [{ filename: 'drawings.bin', data: fiveMb }],
  );
  return [
    {
      name: 'bare route (ceiling)',
      kind: 'bare',
      method: 'GET',
      path: '/api/bench/bare',
      public: true,
    },
    read('GET /api/auth/user', '/api/auth/user'),
    read('GET /api/projects', '/api/projects', BIG_LIST_BUDGET),
    // What every signed-in screen reads for the project pickers (decision 213).
    read('GET /api/projects/options', '/api/projects/options', BIG_LIST_BUDGET),
    read('GET /api/updates?limit=50', '/api/updates?limit=50'),
    read('GET /api/updates?limit=5 (dashboard recent)', '/api/updates?limit=5'),
    read('GET /api/updates (month)', `/api/updates?${range}`, BIG_LIST_BUDGET),
    read('GET /api/tasks?status=pending', '/api/tasks?status=pending&limit=50'),
    read('GET /api/tasks?status=completed', '/api/tasks?status=completed&limit=50'),
    read('GET /api/tasks/counts', '/api/tasks/counts'),
    read('GET /api/clients (contacts)', '/api/clients'),
    // What the pickers' list left out (decision 262): the contacts' counts, and the invoice
    // form's projects of the chosen client.
    read('GET /api/clients/project-counts', '/api/clients/project-counts'),
    read('GET /api/clients/{id}/projects', `/api/clients/${ctx.clientId}/projects`),
    // The Invoices screen's first page (decision 203); the unpaged list is the spec's, for
    // API clients and the CSV export, and no screen asks for it.
    read('GET /api/invoices?limit=24', '/api/invoices?limit=24'),
    read('GET /api/invoices/project-totals', '/api/invoices/project-totals'),
    read('GET /api/invoices/summary', '/api/invoices/summary'),
    read('GET /api/dashboard/metrics', '/api/dashboard/metrics'),
    read('GET /api/activity?limit=50', '/api/activity?limit=50'),
    {
      name: `GET /api/search (common "${SEARCH_WORDS.common}")`,
      kind: 'search',
      method: 'GET',
      path: `/api/search?q=${SEARCH_WORDS.common}`,
      headers: BROWSER,
      budget: SEARCH_BUDGET,
    },
    {
      name: `GET /api/search (rare "${SEARCH_WORDS.rare}")`,
      kind: 'search',
      method: 'GET',
      path: `/api/search?q=${SEARCH_WORDS.rare}`,
      headers: BROWSER,
      budget: SEARCH_BUDGET,
    },
    {
      name: `GET /api/search (prefix "${SEARCH_WORDS.prefix}")`,
      kind: 'search',
      method: 'GET',
      path: `/api/search?q=${SEARCH_WORDS.prefix}`,
      headers: BROWSER,
      budget: SEARCH_BUDGET,
    },
    read('GET /api/summaries/weekly', '/api/summaries/weekly'),
    read('GET /api/daily-update', '/api/daily-update'),
    read('GET /api/public/updates (month)', `/api/public/updates?${range}`, BIG_LIST_BUDGET, {
      public: true,
    }),
    {
      name: 'POST /api/updates (no file)',
      kind: 'write',
      method: 'POST',
      path: '/api/updates',
      ...update,
    },
    {
      name: 'POST /api/tasks',
      kind: 'write',
      method: 'POST',
      path: '/api/tasks',
      headers: json,
      budget: TASK_WRITE_BUDGET,
      body: JSON.stringify({
        title: 'Benchmark: order the rebar',
        description: 'Two tonnes, delivered Monday.',
        projectId: ctx.projectId,
        dueDate: ctx.today,
        checklist: JSON.stringify([{ text: 'Call the supplier', completed: false }]),
      }),
    },
    {
      name: 'PATCH /api/updates/:id (checklist toggle)',
      kind: 'write',
      method: 'PATCH',
      path: `/api/updates/${ctx.checklistUpdateId}`,
      headers: json,
      body: JSON.stringify({ checklist: ctx.checklistText }),
    },
    {
      name: 'POST /api/updates (5 MB file)',
      kind: 'upload',
      method: 'POST',
      path: '/api/updates',
      ...upload,
    },
  ];
}
