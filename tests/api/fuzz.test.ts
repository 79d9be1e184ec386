import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from './helpers/multipart.js';
import { bodyFor, multipartBody, pathId, queryString, rawBody } from './helpers/fuzz-inputs.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// Every route in the route table gets generated hostile input while signed in. The
// server must never answer 5xx (bar the documented e-mail 502/503), every error is
// JSON { message }, and a rejected request leaves every table exactly as it was.

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
]);
const MULTIPART = new Set(['POST /api/updates', 'PATCH /api/updates/:id']);
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
  };
});
afterAll(() => t.close());

interface FuzzRequest {
  path: string;
  query: string;
  payload?: string | Buffer;
  contentType?: string;
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
    ? fc.oneof(
        multipartBody({ projectId: ids[1]!, note: 'n', date: '2026-03-04', checklist: '[]' }),
        json,
        rawBody,
      )
    : fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: rawBody });
  return fc
    .record({ path, query, body: bodies })
    .map(({ path: p, query: q, body }) => ({ path: p, query: q, ...body }));
}

function checkResponse(key: string, response: LightMyRequestResponse) {
  const label = `${key} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  const mailFailure = MAIL_SENDING.has(key) && [502, 503].includes(response.statusCode);
  if (response.statusCode >= 500 && !mailFailure) throw new Error(`server error: ${label}`);
  if (response.statusCode >= 400) {
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
});
