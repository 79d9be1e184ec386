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
}

export interface EndpointContext {
  today: string;
  projectId: string;
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
    { name: 'GET /api/auth/user', kind: 'read', method: 'GET', path: '/api/auth/user' },
    { name: 'GET /api/projects', kind: 'read', method: 'GET', path: '/api/projects' },
    {
      name: 'GET /api/updates?limit=50',
      kind: 'read',
      method: 'GET',
      path: '/api/updates?limit=50',
    },
    {
      name: 'GET /api/updates (month)',
      kind: 'read',
      method: 'GET',
      path: `/api/updates?${range}`,
    },
    {
      name: `GET /api/search (common "${SEARCH_WORDS.common}")`,
      kind: 'search',
      method: 'GET',
      path: `/api/search?q=${SEARCH_WORDS.common}`,
    },
    {
      name: `GET /api/search (rare "${SEARCH_WORDS.rare}")`,
      kind: 'search',
      method: 'GET',
      path: `/api/search?q=${SEARCH_WORDS.rare}`,
    },
    {
      name: `GET /api/search (prefix "${SEARCH_WORDS.prefix}")`,
      kind: 'search',
      method: 'GET',
      path: `/api/search?q=${SEARCH_WORDS.prefix}`,
    },
    {
      name: 'GET /api/summaries/weekly',
      kind: 'read',
      method: 'GET',
      path: '/api/summaries/weekly',
    },
    { name: 'GET /api/daily-update', kind: 'read', method: 'GET', path: '/api/daily-update' },
    {
      name: 'GET /api/public/updates (month)',
      kind: 'read',
      method: 'GET',
      path: `/api/public/updates?${range}`,
      public: true,
    },
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
