import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInTimeZone } from '../../src/core/dates.js';
import { type Task } from '../../src/core/schemas/task.js';
import { newId } from '../../src/server/lib/ids.js';
import { setSetting } from '../../src/server/settings/settings.js';
import { seedProject, seedTask } from './helpers/seed.js';
import { createTestApp, OWNER, type TestApp } from './helpers/test-app.js';
import { taskCursor } from '../../src/core/tasks.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  // A zone far from UTC, so a date taken in the wrong zone shows.
  await setSetting(t.db, 'timeZone', 'Pacific/Kiritimati');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request(cookie, { method, url, payload });

const checklist = JSON.stringify([
  { text: 'Rebar tied', completed: true },
  { text: '   ', completed: false },
  { text: 'Inspection booked', completed: false },
]);

const updatesOf = (projectId: string) =>
  t.db
    .selectFrom('updates')
    .select(['note', 'date', 'checklist'])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();

async function createTask(projectId: string, extra: object = {}): Promise<Task> {
  const response = await api('POST', '/api/tasks', {
    title: 'Pour footings',
    projectId,
    project: 'ignored',
    status: 'pending',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /api/tasks', () => {
  it('creates a task with its project joined and adds one project update dated owner-today', async () => {
    const project = await seedProject(t.db, { name: 'Maple', address: '12 Maple Street' });
    const response = await api('POST', '/api/tasks', {
      title: '  Pour footings ',
      description: 'North side first',
      projectId: project.id,
      project: 'Maple',
      status: 'pending',
      dueDate: '2026-03-05',
      checklist,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      title: 'Pour footings',
      description: 'North side first',
      projectId: project.id,
      project: 'Maple',
      projectAddress: '12 Maple Street',
      status: 'pending',
      dueDate: '2026-03-05',
      checklist: JSON.stringify([
        { text: 'Rebar tied', completed: true },
        { text: 'Inspection booked', completed: false },
      ]),
      completedAt: null,
      createdAt: expect.any(String),
      assigneeId: null,
      assignee: null,
      createdBy: { id: expect.any(String), name: OWNER.username },
      clientVisible: false,
    });
    const updates = await updatesOf(project.id);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.note).toBe('New task: Pour footings (checklist 1/2 done)');
    expect(updates[0]?.date).toBe(dateInTimeZone(new Date(), 'Pacific/Kiritimati'));
  });

  it('stores a checklist of only blank items as null, and accepts an array', async () => {
    const project = await seedProject(t.db);
    const blank = await createTask(project.id, {
      checklist: JSON.stringify([{ text: ' ', completed: false }]),
    });
    expect(blank.checklist).toBeNull();
    const array = await createTask(project.id, {
      checklist: [{ text: 'Pegs out', completed: false }],
      dueDate: '',
      description: '',
    });
    expect(array).toMatchObject({
      checklist: '[{"text":"Pegs out","completed":false}]',
      dueDate: null,
      description: null,
    });
    const notes = (await updatesOf(project.id)).map((u) => u.note);
    expect(notes).toEqual([
      'New task: Pour footings',
      'New task: Pour footings (checklist 0/1 done)',
    ]);
  });

  it.each([
    [{ title: ' ' }, 'title'],
    [{ projectId: 'nope' }, 'projectId'],
    [{ status: 'done' }, 'status'],
    [{ dueDate: '05/03/2026' }, 'dueDate'],
    [{ checklist: '{not json' }, 'checklist'],
    [{ checklist: '[{"text": 1}]' }, 'checklist'],
  ])('refuses %o naming the field', async (change, field) => {
    const project = await seedProject(t.db);
    const response = await api('POST', '/api/tasks', {
      title: 'T',
      projectId: project.id,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses an unknown project and adds nothing', async () => {
    const before = await t.db.selectFrom('tasks').select('id').execute();
    const response = await api('POST', '/api/tasks', { title: 'T', projectId: newId() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('projectId: no project with this id');
    expect(await t.db.selectFrom('tasks').select('id').execute()).toHaveLength(before.length);
  });
});

describe('PATCH /api/tasks/{id}', () => {
  it('completing a task sets completedAt and adds one project update, only once', async () => {
    const project = await seedProject(t.db);
    const task = await createTask(project.id, { checklist });
    const first = await api('PATCH', `/api/tasks/${task.id}`, { status: 'completed' });
    expect(first.statusCode).toBe(200);
    const completed = first.json() as Task;
    expect(completed.status).toBe('completed');
    expect(Date.parse(completed.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const again = await api('PATCH', `/api/tasks/${task.id}`, { status: 'completed' });
    expect(again.json().completedAt).toBe(completed.completedAt);

    const updates = await updatesOf(project.id);
    expect(updates.map((u) => u.note)).toEqual([
      'New task: Pour footings (checklist 1/2 done)',
      'Completed task: Pour footings (checklist 1/2 done)',
    ]);
    expect(updates[1]?.date).toBe(dateInTimeZone(new Date(), 'Pacific/Kiritimati'));
  });

  it('two completions at the same moment add one update', async () => {
    const project = await seedProject(t.db);
    const task = await seedTask(t.db, { projectId: project.id });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        api('PATCH', `/api/tasks/${task.id}`, { status: 'completed' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const notes = (await updatesOf(project.id)).map((u) => u.note);
    expect(notes).toEqual(['Completed task: Pour footings']);
  });

  it('un-completing clears completedAt and adds no update', async () => {
    const project = await seedProject(t.db);
    const task = await seedTask(t.db, { projectId: project.id, status: 'completed' });
    const response = await api('PATCH', `/api/tasks/${task.id}`, { status: 'pending' });
    expect(response.json()).toMatchObject({ status: 'pending', completedAt: null });
    expect(await updatesOf(project.id)).toEqual([]);
  });

  it('accepts the full edit body and keeps the status when it does not change', async () => {
    const project = await seedProject(t.db);
    const other = await seedProject(t.db, { name: 'Other Site', address: null });
    const task = await createTask(project.id);
    const response = await api('PATCH', `/api/tasks/${task.id}`, {
      title: 'Pour east footings',
      description: 'After the rain',
      projectId: other.id,
      project: 'Other Site',
      status: 'pending',
      dueDate: '2026-04-01',
      checklist: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Pour east footings',
      description: 'After the rain',
      projectId: other.id,
      project: 'Other Site',
      projectAddress: null,
      status: 'pending',
      dueDate: '2026-04-01',
      checklist: null,
      completedAt: null,
    });
  });

  it('an edit that completes the task names the new title in the update', async () => {
    const project = await seedProject(t.db);
    const task = await createTask(project.id);
    await api('PATCH', `/api/tasks/${task.id}`, {
      title: 'Pour all footings',
      projectId: project.id,
      status: 'completed',
      checklist: [{ text: 'Done', completed: true }],
    });
    const notes = (await updatesOf(project.id)).map((u) => u.note);
    expect(notes[1]).toBe('Completed task: Pour all footings (checklist 1/1 done)');
  });

  it('answers 404 for an unknown task, 400 for a bad body or unknown project', async () => {
    expect((await api('PATCH', `/api/tasks/${newId()}`, { status: 'completed' })).statusCode).toBe(
      404,
    );
    const task = await seedTask(t.db);
    const bad = await api('PATCH', `/api/tasks/${task.id}`, { status: 'finished' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: /);
    const unknown = await api('PATCH', `/api/tasks/${task.id}`, { projectId: newId() });
    expect(unknown.statusCode).toBe(400);
  });

  it('a tick sent with an edit that fails changes nothing: the PATCH is one transaction', async () => {
    const project = await seedProject(t.db);
    const task = await createTask(project.id, { checklist });
    const rowOf = () =>
      t.db.selectFrom('tasks').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    const before = await rowOf();
    const tick = { index: 1, completed: true };
    const unknownProject = await api('PATCH', `/api/tasks/${task.id}`, {
      checklistItem: tick,
      title: 'Renamed',
      projectId: newId(),
    });
    expect(unknownProject.statusCode).toBe(400);
    expect(unknownProject.json().message).toBe('projectId: no project with this id');
    const pastTheEnd = await api('PATCH', `/api/tasks/${task.id}`, {
      checklistItem: { index: 2, completed: true },
      title: 'Renamed',
      status: 'completed',
    });
    expect(pastTheEnd.statusCode).toBe(400);
    expect(pastTheEnd.json().message).toBe('checklistItem.index: the checklist has 2 items');
    expect(await rowOf()).toEqual(before);
    expect((await updatesOf(project.id)).map((u) => u.note)).toEqual([
      'New task: Pour footings (checklist 1/2 done)',
    ]);
  });

  it('a tick and a completion in one PATCH both land, and the update counts the tick', async () => {
    const project = await seedProject(t.db);
    const task = await createTask(project.id, { checklist });
    const response = await api('PATCH', `/api/tasks/${task.id}`, {
      checklistItem: { index: 1, completed: true },
      status: 'completed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.json<Task>().checklist!)).toEqual([
      { text: 'Rebar tied', completed: true },
      { text: 'Inspection booked', completed: true },
    ]);
    expect((await updatesOf(project.id)).map((u) => u.note)).toEqual([
      'New task: Pour footings (checklist 1/2 done)',
      'Completed task: Pour footings (checklist 2/2 done)',
    ]);
  });
});

describe('GET /api/tasks', () => {
  it('lists tasks with project names joined at read time; unparseable checklists read as null', async () => {
    const project = await seedProject(t.db, { name: 'Before' });
    const task = await seedTask(t.db, { projectId: project.id, checklist: '{oops' });
    await t.db
      .updateTable('projects')
      .set({ name: 'After' })
      .where('id', '=', project.id)
      .execute();
    const tasks = (await api('GET', '/api/tasks')).json() as Task[];
    expect(tasks.find((x) => x.id === task.id)).toMatchObject({
      project: 'After',
      checklist: null,
    });
  });

  it('filters by status and project, and pages with a cursor without gaps or repeats', async () => {
    const project = await seedProject(t.db);
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1)
      created.push((await seedTask(t.db, { projectId: project.id })).id);
    await seedTask(t.db, { projectId: project.id, status: 'completed' });

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const query = new URLSearchParams({ status: 'pending', projectId: project.id, limit: '3' });
      if (cursor) query.set('cursor', cursor);
      const tasks = (await api('GET', `/api/tasks?${query}`)).json() as Task[];
      seen.push(...tasks.map((x) => x.id));
      if (tasks.length < 3) break;
      cursor = taskCursor(tasks[tasks.length - 1]!);
    }
    expect([...seen].sort()).toEqual([...created].sort());

    const counts = await api('GET', `/api/tasks/counts?projectId=${project.id}`);
    expect(counts.json()).toEqual({ pending: 7, completed: 1 });
    const done = (await api('GET', `/api/tasks?status=completed&projectId=${project.id}`)).json();
    expect(done).toHaveLength(1);
  });

  it('refuses a cursor it did not give out', async () => {
    const response = await api('GET', '/api/tasks?cursor=garbage');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^cursor: /);
  });
});

describe('DELETE /api/tasks/{id}', () => {
  it('deletes a task, then answers 404', async () => {
    const task = await seedTask(t.db);
    expect((await api('DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });
});
