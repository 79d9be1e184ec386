import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../src/core/schemas/task.js';
import { seedClient, seedProject, seedTask } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// A route that keeps its answer declares the versions it is built from (`keptFrom`,
// decision 231); the session check reads their sum in the same query, so a kept answer
// costs that one query on both databases (on PostgreSQL the version was a round trip of
// its own). What the route declares still decides when it is built again.

let t: TestApp;
let cookie: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: 'Kept Client' });
  projectId = (await seedProject(t.db, { name: 'Kept Project', clientId: client.id })).id;
  await seedTask(t.db, { projectId, title: 'Pending task' });
  await seedTask(t.db, { projectId, title: 'Done task', status: 'completed' });
});
afterAll(() => t.close());

/** The queries the app made for one request, and its answer. */
async function queriesOf(url: string) {
  const run = vi.spyOn(t.db.getExecutor(), 'executeQuery');
  try {
    const response = await t.request(cookie, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return { response, queries: run.mock.calls.map(([query]) => query.sql) };
  } finally {
    run.mockRestore();
  }
}

const KEPT = [
  '/api/clients',
  '/api/projects',
  '/api/projects/options',
  '/api/tasks?status=pending',
  '/api/tasks?status=completed',
  '/api/tasks',
  '/api/tasks/counts',
  '/api/dashboard/metrics',
  '/api/activity?limit=50',
  '/api/invoices/project-totals',
  '/api/invoices/summary',
];

describe(`kept answers' versions read with the session (${testDialect})`, () => {
  it('serve each kept answer for one query, the session, which reads its versions', async () => {
    for (const url of KEPT) {
      await queriesOf(url);
      const { queries } = await queriesOf(url);
      expect(queries[0], url).toMatch(/from "sessions"/);
      expect(queries[0], url).toMatch(/"data_versions"/);
      expect(
        queries.slice(1).filter((sql) => /data_versions/.test(sql)),
        url,
      ).toEqual([]);
      // The invoice summary is kept per day: it reads the owner's time zone for its key.
      const expected = url === '/api/invoices/summary' ? 2 : 1;
      expect(queries, url).toHaveLength(expected);
    }
  });

  it('build again only the answers whose declared versions a write moved', async () => {
    for (const url of KEPT) await queriesOf(url);
    const created = await t.request(cookie, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Written since', projectId, dueDate: null },
    });
    expect(created.statusCode).toBe(201);

    // A pending task moves the pending pages' versions, not the completed page's.
    const pending = await queriesOf('/api/tasks?status=pending');
    expect(pending.queries.length).toBeGreaterThan(1);
    expect(pending.response.json<Task[]>().map((task) => task.title)).toContain('Written since');
    expect((await queriesOf('/api/tasks')).queries.length).toBeGreaterThan(1);
    const counts = await queriesOf('/api/tasks/counts');
    expect(counts.queries.length).toBeGreaterThan(1);
    expect(counts.response.json()).toEqual({ pending: 2, completed: 1 });
    expect((await queriesOf('/api/tasks?status=completed')).queries).toHaveLength(1);
    // Contacts, the project lists and the invoice totals are not built from tasks.
    for (const url of ['/api/clients', '/api/projects', '/api/invoices/project-totals']) {
      expect((await queriesOf(url)).queries, url).toHaveLength(1);
    }
    // Every write records an activity entry.
    expect((await queriesOf('/api/activity?limit=50')).queries.length).toBeGreaterThan(1);
  });

  it('refuse an unknown status after reading the session, as before', async () => {
    const response = await t.request(cookie, { method: 'GET', url: '/api/tasks?status=lost' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
