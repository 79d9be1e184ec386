import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from './helpers/multipart.js';
import {
  bodyFor,
  encode,
  multipartBody,
  multipartPayload,
  NUL,
  nulInEachString,
  pathId,
  QUERY_KEYS,
  queryString,
  rawBody,
} from './helpers/fuzz-inputs.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// Every route in the route table gets generated hostile input while signed in. The
// server must never answer 5xx (bar the documented e-mail 502/503), every error is
// JSON { message }, and a rejected request leaves every table exactly as it was.
// No control character other than tab and line breaks is ever stored (decision 132).

let t: TestApp;
let cookie: string;
let ids: string[] = [];
let bases: Record<string, Record<string, unknown>> = {};

// Signs the session out: nothing to learn from fuzzing it.
const SKIPPED = new Set(['POST /api/auth/logout']);
// Routes that talk to a mail server answer 503 (none set up) or 502 (delivery failed).
const MAIL_SENDING = new Set([
  'POST /api/summaries/email',
  'POST /api/send-email',
  'POST /api/settings/mail/test',
  'POST /api/invoices/:id/send',
]);
const MULTIPART = new Set(['POST /api/updates', 'PATCH /api/updates/:id']);
const multipartBase = () => ({
  projectId: ids[1]!,
  note: 'n',
  date: '2026-03-04',
  checklist: '[]',
});
// Sized for CI; fewer on PostgreSQL, where requests and snapshots are round trips.
// FUZZ_RUNS=500 digs deeper locally.
const RUNS = Number(process.env.FUZZ_RUNS) || (testDialect === 'postgres' ? 30 : 45);

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: 'Fuzz Client' });
  const project = await seedProject(t.db, { name: 'Fuzz Project', clientId: client.id });
  const task = await seedTask(t.db, {
    projectId: project.id,
    checklist: JSON.stringify([{ text: 'One', completed: false }]),
  });
  const update = await seedUpdate(t.db, { projectId: project.id });
  const withFile = await createUpdate(
    t,
    cookie,
    { projectId: project.id, note: 'With a photo', date: '2026-03-04' },
    [{ filename: 'p.png', contentType: 'image/png', data: PNG_BYTES }],
  );
  const invoice = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId: client.id,
      projectId: project.id,
      date: '2026-03-04',
      items: [{ description: 'Labor', quantity: 1, rate: 10 }],
    },
  });
  ids = [client.id, project.id, task.id, update.id, withFile.id, withFile.attachments[0]!.id];
  ids.push(invoice.json<{ id: string }>().id);
  const date = '2026-03-04';
  const importRow = { Name: 'Imported', Email: 'imported@example.com', Phone: '555' };
  bases = {
    'POST /api/auth/login': { username: 'owner', password: 'wrong-password' },
    'POST /api/auth/change-password': {
      currentPassword: 'wrong-one',
      newPassword: 'new-password-1',
    },
    'POST /api/clients': { name: 'N', email: 'n@example.com', phone: '555', type: 'Client' },
    'PATCH /api/clients/:id': { name: 'N', email: 'n@example.com', phone: '555', type: 'Client' },
    'POST /api/projects': { name: 'P', clientId: client.id, status: 'Planning', startDate: date },
    'PATCH /api/projects/:id': { name: 'P', clientId: client.id, status: 'On Hold', endDate: date },
    'POST /api/tasks': { title: 'T', projectId: project.id, dueDate: date, checklist: '[]' },
    'PATCH /api/tasks/:id': { status: 'completed', checklistItem: { index: 0, completed: true } },
    'PATCH /api/updates/:id': { checklist: '[{"text":"a","completed":true}]' },
    'POST /api/invoices': {
      clientId: client.id,
      projectId: project.id,
      date,
      items: [{ description: 'x', quantity: 2, rate: 1.5 }],
      amount: 300,
    },
    'PATCH /api/invoices/:id': {
      status: 'Paid',
      date,
      items: [{ description: 'y', quantity: 1, rate: 1 }],
    },
    'PUT /api/settings/business-profile': {
      name: 'B',
      address: 'A',
      email: 'b@example.com',
      phone: '1',
    },
    'PUT /api/settings/sharing': { enabled: true, allUpdates: true },
    'PUT /api/settings/time-zone': { timeZone: 'Europe/Paris' },
    'PUT /api/settings/mail': {
      host: '127.0.0.1',
      port: 9,
      secure: false,
      username: '',
      from: 'a@example.com',
    },
    'POST /api/settings/mail/test': { recipient: 'r@example.com' },
    'POST /api/summaries/email': {
      recipient: 'r@example.com',
      period: 'weekly',
      customMessage: 'm',
    },
    'POST /api/send-email': { recipient: 'r@example.com', filterProject: 'all' },
    'PUT /api/settings/uploads': { maxPhotoPx: 2048 },
    'POST /api/import/contacts/preview': { rows: [importRow] },
    'POST /api/import/contacts': { rows: [importRow] },
    'POST /api/invoices/:id/payments': { amount: 100, date, method: 'check', reference: 'r' },
    'POST /api/invoices/:id/send': { to: 'r@example.com', subject: 's', message: 'm' },
    'POST /api/tax-rates': { name: 'GST', rate: 500 },
    'PATCH /api/tax-rates/:id': { name: 'GST', active: false },
    'PUT /api/settings/invoicing': {
      defaultTermsDays: 14,
      reminders: { enabled: false, steps: [-3, 7] },
    },
  };
});
afterAll(() => t.close());

interface FuzzRequest {
  path: string;
  query: string;
  payload?: string | Buffer;
  contentType?: string;
}

// A control character in JSON text: JSON.stringify (SQLite rows) and PostgreSQL's json
// write one as \u00XX, \b or \f (tab and line breaks as \t \n \r), and DEL as it is.
const STORED_CONTROL = /(?<!\\)(?:\\\\)*\\(?:u00[01][0-9a-fA-F]|[bf])|\u007f/;

function expectNoStoredControl(snapshot: string, label: string) {
  const found = STORED_CONTROL.exec(snapshot);
  const context = found && snapshot.slice(Math.max(0, found.index - 80), found.index + 40);
  expect(context, `${label} stored a control character`).toBeNull();
}

// Which of `ids` each kind of path names: client, project, task, update (with a file),
// file, invoice.
const SEEDED_ID_OF: Record<string, number> = {
  '/api/clients/': 0,
  '/api/projects/': 1,
  '/api/tasks/': 2,
  '/api/updates/': 4,
  '/api/public/updates/': 4,
  '/api/files/': 5,
  '/api/public/files/': 5,
  '/api/invoices/': 6,
};

/**
 * Requests that carry a NUL in each text the route reads: every string of its JSON body,
 * every multipart field, a file name, each query key and the path id. A body case must
 * be refused (4xx); a query key the route does not know may be ignored.
 */
function nulCases(method: string, url: string): (FuzzRequest & { mustRefuse: boolean })[] {
  const key = `${method} ${url}`;
  // The record the route is about (a fresh id for DELETE, so nothing seeded goes).
  const id =
    method === 'DELETE'
      ? undefined
      : ids[SEEDED_ID_OF[Object.keys(SEEDED_ID_OF).find((p) => url.startsWith(p)) ?? ''] ?? -1];
  const path = url.replace(/:[A-Za-z]+/g, id ?? crypto.randomUUID());
  const cases: (FuzzRequest & { mustRefuse: boolean })[] = [];
  if (url.includes(':')) {
    cases.push({ path: url.replace(/:[A-Za-z]+/g, encode(NUL)), query: '', mustRefuse: true });
  }
  for (const name of QUERY_KEYS) {
    cases.push({ path, query: `${name}=a${encode(NUL)}b`, mustRefuse: false });
  }
  if (method === 'GET' || method === 'DELETE') return cases;
  // The import preview answers 200 and marks the row instead.
  const mustRefuse = key !== 'POST /api/import/contacts/preview';
  for (const body of nulInEachString(bases[key])) {
    const payload = JSON.stringify(body);
    cases.push({ path, query: '', payload, contentType: 'application/json', mustRefuse });
  }
  if (MULTIPART.has(key)) {
    const base = multipartBase();
    const fields = [
      ...(nulInEachString(base) as Record<string, string>[]),
      { ...base, checklist: '[{"text":"a\\u0000b","completed":false}]' },
    ];
    for (const body of fields)
      cases.push({ path, query: '', ...multipartPayload(body), mustRefuse: true });
    const file = { field: 'file', filename: `a${NUL}.png`, type: 'image/png', data: PNG_BYTES };
    cases.push({ path, query: '', ...multipartPayload(base, [file]), mustRefuse: false });
  }
  return cases;
}

function requestsFor(method: string, url: string): fc.Arbitrary<FuzzRequest> {
  const key = `${method} ${url}`;
  const path = url.includes(':')
    ? pathId(method === 'DELETE' ? [] : ids).map((id) => url.replace(/:[A-Za-z]+/g, id))
    : fc.constant(url);
  const query = fc.oneof(fc.constant(''), queryString);
  if (method === 'GET' || method === 'DELETE') return fc.record({ path, query });
  const json = bodyFor(bases[key]).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  const bodies = MULTIPART.has(key)
    ? fc.oneof(multipartBody(multipartBase()), json, rawBody)
    : fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: rawBody });
  return fc
    .record({ path, query, body: bodies })
    .map(({ path: p, query: q, body }) => ({ path: p, query: q, ...body }));
}

/** The share pages (decision 222) are documents: a refusal there is a page a person reads. */
const isPage = (key: string) => !key.split(' ')[1]!.startsWith('/api');

function checkResponse(key: string, response: LightMyRequestResponse) {
  const label = `${key} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  const mailFailure = MAIL_SENDING.has(key) && [502, 503].includes(response.statusCode);
  if (response.statusCode >= 500 && !mailFailure) throw new Error(`server error: ${label}`);
  if (response.statusCode >= 400 && isPage(key)) {
    expect(response.headers['content-type'], label).toMatch(/^text\/html/);
    expect(response.body, label).toContain('This link is not available');
  } else if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    const body: unknown = response.json();
    expect(typeof (body as { message?: unknown }).message, label).toBe('string');
  }
}

describe(`fuzzing every route (${testDialect})`, () => {
  it('has the routes it means to fuzz', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(40);
    for (const key of MULTIPART) {
      expect(t.app.routeTable.some((r) => `${r.method} ${r.url}` === key)).toBe(true);
    }
  });

  it(
    'never answers 5xx, always explains errors and changes nothing when it refuses',
    async () => {
      let before = await snapshotTables(t.db);
      let requests = 0;
      for (const route of t.app.routeTable) {
        const key = `${route.method} ${route.url}`;
        if (SKIPPED.has(key)) continue;
        await fc.assert(
          fc.asyncProperty(requestsFor(route.method, route.url), async (input) => {
            requests += 1;
            const response = await t.request(key === 'POST /api/auth/login' ? null : cookie, {
              method: route.method as 'GET',
              url: input.query ? `${input.path}?${input.query}` : input.path,
              ...(input.payload !== undefined && {
                payload: input.payload,
                headers: { 'content-type': input.contentType! },
              }),
            });
            checkResponse(key, response);
            if (key === 'PUT /api/settings/mail' && response.statusCode < 300) {
              // Never let a generated mail server be contacted by the sending routes.
              await t.request(cookie, { method: 'DELETE', url: '/api/settings/mail' });
            }
            const after = await snapshotTables(t.db);
            expectNoStoredControl(after, key);
            if (response.statusCode >= 400) {
              expect(after === before, `a refused ${key} changed the database`).toBe(true);
            }
            before = after;
          }),
          { numRuns: MULTIPART.has(key) ? RUNS * 3 : RUNS },
        );
      }
      // The session survived the whole run.
      expect((await t.request(cookie, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
        200,
      );
      expect(requests).toBeGreaterThan(1000);
    },
    Math.max(180_000, RUNS * 4_000),
  );

  // Random input reached a NUL only now and then (a couple of constants among many
  // generators), so the PostgreSQL 500 on NUL went unseen: every route gets these always.
  it('refuses a NUL in any text a route reads, and stores none', async () => {
    let before = await snapshotTables(t.db);
    let cases = 0;
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      if (SKIPPED.has(key)) continue;
      for (const input of nulCases(route.method, route.url)) {
        cases += 1;
        const response = await t.request(key === 'POST /api/auth/login' ? null : cookie, {
          method: route.method as 'GET',
          url: input.query ? `${input.path}?${input.query}` : input.path,
          ...(input.payload !== undefined && {
            payload: input.payload,
            headers: { 'content-type': input.contentType! },
          }),
        });
        checkResponse(key, response);
        const label = `${key} ${input.path}?${input.query} ${String(input.payload).slice(0, 200)}`;
        if (input.mustRefuse) {
          expect(response.statusCode, `${label} -> ${response.statusCode}`).toBeGreaterThanOrEqual(
            400,
          );
        }
        const after = await snapshotTables(t.db);
        expectNoStoredControl(after, label);
        if (response.statusCode >= 400) expect(after === before, `a refused ${label}`).toBe(true);
        before = after;
      }
    }
    expect(cases).toBeGreaterThan(300);
  }, 180_000);
});
