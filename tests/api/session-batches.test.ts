import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../src/core/schemas/contact.js';
import { SESSION_COOKIE } from '../../src/server/lib/sessions.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { addPerson, type Person } from './helpers/team.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// On PostgreSQL the session checks of requests that arrive together are read in one query
// (decision 236); on SQLite each is read at once. Either way each request is answered for
// its own session, role and kept versions, as if it had been checked alone.

let t: TestApp;
let owner: string;
let field: Person;
let office: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  office = await addPerson(t, owner, { username: 'olive', name: 'Olive Office', role: 'office' });
  field = await addPerson(t, owner, { username: 'fred', name: 'Fred Field', role: 'field' });
  await seedClient(t.db, { name: 'First Client' });
});
afterAll(() => t.close());

/** The requests at once, and the session checks the app made for them. */
async function together(requests: { cookie: string; url: string }[]) {
  const run = vi.spyOn(t.db.getExecutor(), 'executeQuery');
  try {
    const responses = await Promise.all(
      requests.map(({ cookie, url }) => t.request(cookie, { method: 'GET', url })),
    );
    const checks = run.mock.calls.filter(([query]) => /from "sessions"/.test(query.sql));
    return { responses, checks: checks.length };
  } finally {
    run.mockRestore();
  }
}

const namesOf = (body: string) => (JSON.parse(body) as Contact[]).map((contact) => contact.name);

describe(`session checks of requests that arrive together (${testDialect})`, () => {
  it('answer each request for its own person and role', async () => {
    const { responses, checks } = await together([
      { cookie: owner, url: '/api/auth/user' },
      { cookie: field.cookie, url: '/api/auth/user' },
      { cookie: office.cookie, url: '/api/auth/user' },
      { cookie: `${SESSION_COOKIE}=not-a-session`, url: '/api/auth/user' },
      // Owner and office only: the field user's own role refuses it.
      { cookie: field.cookie, url: '/api/invoices/summary' },
      { cookie: office.cookie, url: '/api/clients' },
      { cookie: owner, url: '/api/clients' },
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 403, 200, 200]);
    expect(responses.slice(0, 3).map((r) => (r.json() as { username: string }).username)).toEqual([
      'owner',
      'fred',
      'olive',
    ]);
    expect(namesOf(responses[5]!.body)).toEqual(['First Client']);
    expect(namesOf(responses[6]!.body)).toEqual(['First Client']);
    expect(checks).toBe(testDialect === 'postgres' ? 1 : 7);
  });

  it('read kept answers at the versions of the batch: a write before it is seen by all', async () => {
    await together([{ cookie: owner, url: '/api/clients' }]);
    await seedClient(t.db, { name: 'Second Client' });
    const { responses } = await together([
      { cookie: owner, url: '/api/clients' },
      { cookie: office.cookie, url: '/api/clients' },
      { cookie: owner, url: '/api/tasks/counts' },
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(namesOf(responses[0]!.body)).toEqual(['First Client', 'Second Client']);
    expect(namesOf(responses[1]!.body)).toEqual(['First Client', 'Second Client']);
  });

  it('refuse a session ended between two batches', async () => {
    const person = await addPerson(t, owner, { username: 'sam', role: 'field' });
    expect(
      (await together([{ cookie: person.cookie, url: '/api/auth/user' }])).responses[0]!.statusCode,
    ).toBe(200);
    const out = await t.request(person.cookie, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBeLessThan(300);
    const { responses } = await together([
      { cookie: person.cookie, url: '/api/auth/user' },
      { cookie: owner, url: '/api/auth/user' },
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 200]);
  });
});

// A request with no session (the share pages, the portal) reads the answer cache's data
// version on its own; on PostgreSQL those of requests that arrive together are one query
// (decision 239), on SQLite the version is the process's count and needs none.
describe(`data versions of requests with no session (${testDialect})`, () => {
  const day = '2026-05-12';
  const url = `/api/public/updates?from=${day}&to=${day}`;
  /** The public requests at once, and the data versions read for them. */
  async function publicTogether(count: number) {
    const run = vi.spyOn(t.db.getExecutor(), 'executeQuery');
    try {
      const responses = await Promise.all(
        Array.from({ length: count }, () => t.app.inject({ method: 'GET', url })),
      );
      const reads = run.mock.calls.filter(([query]) => /pg_current_snapshot/.test(query.sql));
      return { responses, reads: reads.length };
    } finally {
      run.mockRestore();
    }
  }
  const notesOf = (body: string) => (JSON.parse(body) as { note: string }[]).map((u) => u.note);

  it('are read once for requests that arrive together, each answer current', async () => {
    const sharing = await t.request(owner, {
      method: 'PUT',
      url: '/api/settings/sharing',
      payload: { enabled: true, allUpdates: true },
    });
    expect(sharing.statusCode).toBe(200);
    const project = await seedProject(t.db, { name: 'Version Row' });
    const add = (note: string) =>
      createUpdate(t, owner, { projectId: project.id, note, date: day, visibility: 'client' });
    await add('Slab poured');
    const first = await publicTogether(6);
    expect(first.responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    for (const response of first.responses) expect(notesOf(response.body)).toEqual(['Slab poured']);

    // A write before the next batch is seen by every request of it.
    await add('Slab cured');
    const second = await publicTogether(6);
    for (const response of second.responses) {
      expect(notesOf(response.body)).toEqual(['Slab cured', 'Slab poured']);
    }
    // Once before the answer is built and once after, to keep it: never once per request.
    expect([first.reads, second.reads]).toEqual(testDialect === 'postgres' ? [2, 2] : [0, 0]);
  });
});
