import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChecklist } from '../../src/core/checklist.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Many clients at once (on PostgreSQL through a pool of real connections): every
// tick lands, a task completes once, invoice numbers stay unique.

let t: TestApp;
let cookie: string;
let client: Awaited<ReturnType<typeof seedClient>>;
let project: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  client = await seedClient(t.db, { name: 'Concurrent Client' });
  project = await seedProject(t.db, { name: 'Concurrent Project', clientId: client.id });
});
afterAll(() => t.close());

const CLIENTS = 50;
const fiftyItems = JSON.stringify(
  Array.from({ length: CLIENTS }, (_, i) => ({ text: `Item ${i + 1}`, completed: i % 2 === 1 })),
);

/** What the Updates screen sends: its (stale) full list with one item flipped, and that item. */
function screenPayload(index: number) {
  const items = parseChecklist(fiftyItems).map((item, i) =>
    i === index ? { ...item, completed: !item.completed } : item,
  );
  return { checklist: JSON.stringify(items), checklistItem: { index, completed: index % 2 === 0 } };
}

async function tickAll(url: string, withStaleList = false) {
  // Client i flips item i: even items become done, odd ones undone.
  const responses = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) =>
      t.request(cookie, {
        method: 'PATCH',
        url,
        payload: withStaleList
          ? screenPayload(index)
          : { checklistItem: { index, completed: index % 2 === 0 } },
      }),
    ),
  );
  for (const response of responses) expect(response.statusCode, response.body).toBe(200);
}

describe('50 clients ticking one checklist', () => {
  it('keeps every tick on an update', async () => {
    const update = await seedUpdate(t.db, { projectId: project.id, checklist: fiftyItems });
    await tickAll(`/api/updates/${update.id}`);
    const row = await t.db
      .selectFrom('updates')
      .select('checklist')
      .where('id', '=', update.id)
      .executeTakeFirstOrThrow();
    const items = parseChecklist(row.checklist);
    expect(items).toHaveLength(CLIENTS);
    items.forEach((item, i) =>
      expect(item, `item ${i}`).toEqual({ text: `Item ${i + 1}`, completed: i % 2 === 0 }),
    );
  });

  it('keeps every tick when each client also sends its stale full list, as the screen does', async () => {
    const update = await seedUpdate(t.db, { projectId: project.id, checklist: fiftyItems });
    await tickAll(`/api/updates/${update.id}`, true);
    const response = await t.request(cookie, { method: 'GET', url: `/api/updates/${update.id}` });
    const items = parseChecklist(response.json<{ checklist: string }>().checklist);
    items.forEach((item, i) => expect(item.completed, `item ${i}`).toBe(i % 2 === 0));
  });

  it('keeps every tick on a task', async () => {
    const task = await seedTask(t.db, { projectId: project.id, checklist: fiftyItems });
    await tickAll(`/api/tasks/${task.id}`);
    const response = await t.request(cookie, { method: 'GET', url: '/api/tasks' });
    const found = response
      .json<{ id: string; checklist: string | null }[]>()
      .find((x) => x.id === task.id)!;
    const items = parseChecklist(found.checklist);
    expect(items).toHaveLength(CLIENTS);
    items.forEach((item, i) => expect(item.completed, `item ${i}`).toBe(i % 2 === 0));
  });

  it('refuses an item that does not exist and still accepts the full-list PATCH', async () => {
    const update = await seedUpdate(t.db, { projectId: project.id, checklist: fiftyItems });
    const missing = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${update.id}`,
      payload: { checklistItem: { index: CLIENTS, completed: true } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^checklistItem\.index: /);
    const full = JSON.stringify([{ text: 'Only one', completed: true }]);
    const replaced = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/updates/${update.id}`,
      payload: { checklist: full },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(JSON.parse(replaced.json<{ checklist: string }>().checklist)).toEqual(JSON.parse(full));
    const unknown = await t.request(cookie, {
      method: 'PATCH',
      url: '/api/tasks/00000000-0000-4000-8000-000000000000',
      payload: { checklistItem: { index: 0, completed: true } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('completing the same task concurrently', () => {
  it('adds exactly one project update', async () => {
    const task = await seedTask(t.db, { projectId: project.id, title: `Twice ${Date.now()}` });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request(cookie, {
          method: 'PATCH',
          url: `/api/tasks/${task.id}`,
          payload: { status: 'completed' },
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const logged = await t.db
      .selectFrom('updates')
      .select('note')
      .where('note', 'like', `Completed task: ${task.title}%`)
      .execute();
    expect(logged).toHaveLength(1);
  });
});

describe('creating invoices concurrently', () => {
  it('gives 25 parallel invoices 25 distinct numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request(cookie, {
          method: 'POST',
          url: '/api/invoices',
          payload: {
            clientId: client.id,
            projectId: project.id,
            date: '2026-03-04',
            items: [{ description: `Line ${i}`, quantity: 1, rate: 10 }],
          },
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const numbers = responses.map((r) => r.json<{ invoiceNumber: string }>().invoiceNumber);
    expect(new Set(numbers).size).toBe(25);
    const rows = await t.db.selectFrom('invoices').select('invoice_number').execute();
    expect(new Set(rows.map((r) => r.invoice_number)).size).toBe(rows.length);
  });
});
