import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import type { Task } from '../../src/core/schemas/task.js';
import type { Update } from '../../src/core/schemas/update.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUpdate, patchUpdate } from './helpers/uploads.js';

// A field user sees only the projects they are a member of, and never money
// (issue 15, decision 150). Every list, search, summary and count is filtered; a
// record of another project answers exactly as an id that does not exist.

let t: TestApp;
let owner: string;
let fred: Person;
const today = new Date().toISOString().slice(0, 10);
const MISSING = '00000000-0000-4000-8000-000000000000';

// Distinctive values: none of them may appear in anything a field user reads.
const SECRET = {
  clientEmail: 'secret-client@example.com',
  clientPhone: '555-0199',
  otherClient: 'Zebulon Hidden',
  otherProject: 'Hidden Quarry',
  otherTask: 'Quarry blasting',
  otherNote: 'Quarry wall collapsed',
  amountCents: 987_654,
};

const w = {} as {
  mine: {
    projectId: string;
    taskId: string;
    ownerUpdate: Update;
    fredUpdate: Update;
    fileId: string;
  };
  other: { projectId: string; taskId: string; update: Update; fileId: string };
  invoiceNumber: string;
};

const api = (cookie: string, method: string, url: string, payload?: object) =>
  t.request(cookie, { method: method as 'GET', url, payload });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  fred = await addPerson(t, owner, { username: 'fred', name: 'Fred Field', role: 'field' });
  const client = async (name: string, email: string, phone: string) =>
    (await api(owner, 'POST', '/api/clients', { name, email, phone, type: 'Client' })).json<{
      id: string;
    }>().id;
  const mineClient = await client('Maple Client', SECRET.clientEmail, SECRET.clientPhone);
  const otherClient = await client(SECRET.otherClient, 'zeb@example.com', '555-0198');
  const project = async (name: string, clientId: string) =>
    (await api(owner, 'POST', '/api/projects', { name, clientId, status: 'In Progress' })).json<{
      id: string;
    }>().id;
  const mineId = await project('Maple Street', mineClient);
  const otherId = await project(SECRET.otherProject, otherClient);
  await setMembers(t, owner, mineId, [fred.user.id]);

  const task = async (title: string, projectId: string) =>
    (
      await api(owner, 'POST', '/api/tasks', {
        title,
        projectId,
        checklist: JSON.stringify([{ text: 'Check', completed: false }]),
      })
    ).json<Task>().id;
  const checklist = JSON.stringify([{ text: 'Rebar', completed: false }]);
  const ownerUpdate = await createUpdate(
    t,
    owner,
    { projectId: mineId, note: 'Maple footing poured', date: today, checklist },
    [{ filename: 'footing.png', contentType: 'image/png', data: PNG_BYTES }],
  );
  w.mine = {
    projectId: mineId,
    taskId: await task('Maple framing', mineId),
    ownerUpdate,
    fredUpdate: await createUpdate(t, fred.cookie, {
      projectId: mineId,
      note: 'Maple walls framed',
      date: today,
    }),
    fileId: ownerUpdate.attachments[0]!.id,
  };
  const otherUpdate = await createUpdate(
    t,
    owner,
    { projectId: otherId, note: SECRET.otherNote, date: today, checklist },
    [{ filename: 'quarry.png', contentType: 'image/png', data: PNG_BYTES }],
  );
  w.other = {
    projectId: otherId,
    taskId: await task(SECRET.otherTask, otherId),
    update: otherUpdate,
    fileId: otherUpdate.attachments[0]!.id,
  };
  const invoice = await api(owner, 'POST', '/api/invoices', {
    clientId: mineClient,
    projectId: mineId,
    date: today,
    items: [{ description: 'Maple labour', quantity: 1, rate: SECRET.amountCents / 100 }],
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  w.invoiceNumber = invoice.json<{ invoiceNumber: string }>().invoiceNumber;
});
afterAll(() => t.close());

const read = async (url: string) => {
  const response = await api(fred.cookie, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response;
};

describe('a field user sees only their projects', () => {
  it('in the project, task and update lists, and their filters', async () => {
    expect((await read('/api/projects')).json().map((p: { id: string }) => p.id)).toEqual([
      w.mine.projectId,
    ]);
    const tasks = (await read('/api/tasks')).json<Task[]>();
    expect(tasks.map((task) => task.projectId)).toEqual([w.mine.projectId]);
    expect((await read(`/api/tasks?projectId=${w.other.projectId}`)).json()).toEqual([]);
    expect((await read('/api/tasks?status=pending&limit=50')).json()).toHaveLength(1);
    expect((await read('/api/tasks/counts')).json()).toEqual({ pending: 1, completed: 0 });
    expect((await read(`/api/tasks/counts?projectId=${w.other.projectId}`)).json()).toEqual({
      pending: 0,
      completed: 0,
    });
    const updates = (await read('/api/updates')).json<Update[]>();
    expect(new Set(updates.map((u) => u.projectId))).toEqual(new Set([w.mine.projectId]));
    expect(updates.map((u) => u.note)).toEqual(
      expect.arrayContaining(['Maple footing poured', 'Maple walls framed']),
    );
    // The calendar reads the same list by date range.
    const day = (await read(`/api/updates?from=${today}&to=${today}&limit=10`)).json<Update[]>();
    expect(day.every((u) => u.projectId === w.mine.projectId)).toBe(true);
    expect((await read(`/api/updates?projectId=${w.other.projectId}`)).json()).toEqual([]);
  });

  it('while the owner still sees everything (the answer cache keeps their views apart)', async () => {
    const ownerProjects = await api(owner, 'GET', '/api/projects');
    expect(ownerProjects.json()).toHaveLength(2);
    expect((await read('/api/projects')).json()).toHaveLength(1);
    expect((await api(owner, 'GET', '/api/projects')).json()).toHaveLength(2);
  });

  it('in search, summaries, the daily update, the activity chart and the dashboard', async () => {
    for (const q of ['maple', 'quarry', 'zebulon', 'secret', 'inv']) {
      const results = (await read(`/api/search?q=${q}`)).json();
      expect(results.clients, q).toEqual([]);
      expect(results.invoices, q).toEqual([]);
      expect(results.estimates, q).toEqual([]);
      for (const group of ['projects', 'tasks', 'updates'] as const) {
        expect(JSON.stringify(results[group]), `${q} ${group}`).not.toMatch(/quarry|zebulon/i);
      }
    }
    const maple = (await read('/api/search?q=maple')).json();
    expect(maple.projects.map((p: { id: string }) => p.id)).toEqual([w.mine.projectId]);
    expect(maple.tasks.map((x: { id: string }) => x.id)).toEqual([w.mine.taskId]);
    // Its two updates and the one its task's creation added.
    expect(maple.updates).toHaveLength(3);

    for (const url of [
      '/api/summaries/daily',
      '/api/summaries/weekly',
      '/api/summaries?period=weekly',
      '/api/daily-update',
      '/api/summaries/activity?weeks=4',
    ]) {
      const body = (await read(url)).body;
      expect(body, url).toContain('Maple');
      expect(body, url).not.toMatch(/quarry|zebulon/i);
    }
    expect((await read('/api/summaries/daily')).json().count).toBe(3);
    expect((await read('/api/daily-update')).json().stats).toEqual({
      completedTasks: 0,
      pendingTasks: 1,
      updates: 3,
      projects: 1,
    });
    expect((await read('/api/dashboard/metrics')).json()).toMatchObject({
      totalProjects: 1,
      activeClients: 1,
      inProgressProjects: 1,
    });
  });

  it('a record of another project answers exactly like one that does not exist', async () => {
    const pairs: [string, string, string, object?][] = [
      ['GET', `/api/updates/${w.other.update.id}`, `/api/updates/${MISSING}`],
      ['GET', `/api/files/${w.other.fileId}`, `/api/files/${MISSING}`],
      ['PATCH', `/api/tasks/${w.other.taskId}`, `/api/tasks/${MISSING}`, { status: 'completed' }],
      [
        'PATCH',
        `/api/tasks/${w.other.taskId}`,
        `/api/tasks/${MISSING}`,
        { checklistItem: { index: 0, completed: true } },
      ],
      [
        'PATCH',
        `/api/updates/${w.other.update.id}`,
        `/api/updates/${MISSING}`,
        { checklistItem: { index: 0, completed: true } },
      ],
      ['DELETE', `/api/updates/${w.other.update.id}`, `/api/updates/${MISSING}`],
    ];
    for (const [method, foreign, missing, payload] of pairs) {
      const a = await api(fred.cookie, method, foreign, payload);
      const b = await api(fred.cookie, method, missing, payload);
      expect(a.statusCode, `${method} ${foreign}`).toBe(404);
      expect(a.body, `${method} ${foreign}`).toBe(b.body);
    }
    // Creating on another project reads like an unknown project.
    const task = await api(fred.cookie, 'POST', '/api/tasks', {
      title: 'Sneaky',
      projectId: w.other.projectId,
    });
    const unknown = await api(fred.cookie, 'POST', '/api/tasks', {
      title: 'Sneaky',
      projectId: MISSING,
    });
    expect(task.statusCode).toBe(400);
    expect(task.body).toBe(unknown.body);
    // Nothing of the other project changed.
    const other = (await api(owner, 'GET', `/api/updates/${w.other.update.id}`)).json<Update>();
    expect(JSON.parse(other.checklist!)).toEqual([{ text: 'Rebar', completed: false }]);
    const otherTasks = (await api(owner, 'GET', `/api/tasks?projectId=${w.other.projectId}`)).json<
      Task[]
    >();
    expect(otherTasks.map((x) => x.status)).toEqual(['pending']);
  });
});

describe('what a field user may change on their projects', () => {
  it('creates tasks and updates there, marked as theirs', async () => {
    const created = await api(fred.cookie, 'POST', '/api/tasks', {
      title: 'Order nails',
      projectId: w.mine.projectId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ createdBy: { id: fred.user.id, name: 'Fred Field' } });
    expect(w.mine.fredUpdate.createdBy).toEqual({ id: fred.user.id, name: 'Fred Field' });
  });

  it('completes tasks and ticks their checklists, but edits or deletes nothing else of a task', async () => {
    const tick = await api(fred.cookie, 'PATCH', `/api/tasks/${w.mine.taskId}`, {
      checklistItem: { index: 0, completed: true },
    });
    expect(tick.statusCode).toBe(200);
    const done = await api(fred.cookie, 'PATCH', `/api/tasks/${w.mine.taskId}`, {
      status: 'completed',
    });
    expect(done.json()).toMatchObject({ status: 'completed' });
    const rename = await api(fred.cookie, 'PATCH', `/api/tasks/${w.mine.taskId}`, {
      title: 'Renamed',
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toMatch(/complete tasks and tick their checklists/);
    expect((await api(fred.cookie, 'DELETE', `/api/tasks/${w.mine.taskId}`)).statusCode).toBe(403);
    await api(owner, 'PATCH', `/api/tasks/${w.mine.taskId}`, { status: 'pending' });
  });

  it('edits and deletes only their own updates, and ticks anyone’s checklist', async () => {
    const own = await patchUpdate(t, fred.cookie, w.mine.fredUpdate.id, {
      note: 'Maple walls framed and braced',
    });
    expect(own.statusCode).toBe(200);
    const others = await patchUpdate(t, fred.cookie, w.mine.ownerUpdate.id, { note: 'Changed' });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toMatch(/only the updates it wrote/);
    const rewrite = await api(fred.cookie, 'PATCH', `/api/updates/${w.mine.ownerUpdate.id}`, {
      checklist: JSON.stringify([{ text: 'Something else', completed: true }]),
    });
    expect(rewrite.statusCode).toBe(403);
    const tick = await api(fred.cookie, 'PATCH', `/api/updates/${w.mine.ownerUpdate.id}`, {
      checklist: JSON.stringify([{ text: 'Rebar', completed: true }]),
      checklistItem: { index: 0, completed: true },
    });
    expect(tick.statusCode).toBe(200);
    const fullTick = await api(fred.cookie, 'PATCH', `/api/updates/${w.mine.ownerUpdate.id}`, {
      checklist: JSON.stringify([{ text: 'Rebar', completed: false }]),
    });
    expect(fullTick.statusCode).toBe(200);
    expect(
      (await api(fred.cookie, 'DELETE', `/api/updates/${w.mine.ownerUpdate.id}`)).statusCode,
    ).toBe(403);
    const note = (await api(owner, 'GET', `/api/updates/${w.mine.ownerUpdate.id}`)).json<Update>();
    expect(note.note).toBe('Maple footing poured');
    const extra = await createUpdate(t, fred.cookie, {
      projectId: w.mine.projectId,
      note: 'To remove',
      date: today,
    });
    expect((await api(fred.cookie, 'DELETE', `/api/updates/${extra.id}`)).statusCode).toBe(200);
  });
});

describe('assignees', () => {
  it('are members of the project; assignee=me lists the caller’s tasks', async () => {
    const notMember = await api(owner, 'PATCH', `/api/tasks/${w.other.taskId}`, {
      assigneeId: fred.user.id,
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().message).toBe('assigneeId: this person is not a member of the project');
    const assigned = await api(owner, 'PATCH', `/api/tasks/${w.mine.taskId}`, {
      assigneeId: fred.user.id,
    });
    expect(assigned.json()).toMatchObject({ assigneeId: fred.user.id, assignee: 'Fred Field' });
    const mine = (await read('/api/tasks?assignee=me')).json<Task[]>();
    expect(mine.map((task) => task.id)).toEqual([w.mine.taskId]);
    expect((await api(owner, 'GET', '/api/tasks?assignee=me')).json()).toEqual([]);
  });

  it('leaving a project unassigns its tasks and hides the project at once', async () => {
    await setMembers(t, owner, w.mine.projectId, []);
    expect((await read('/api/projects')).json()).toEqual([]);
    expect((await read('/api/tasks?assignee=me')).json()).toEqual([]);
    const task = (await api(owner, 'GET', `/api/tasks?projectId=${w.mine.projectId}`)).json<
      Task[]
    >();
    expect(task.find((x) => x.id === w.mine.taskId)?.assigneeId).toBeNull();
    expect((await api(fred.cookie, 'GET', `/api/updates/${w.mine.fredUpdate.id}`)).statusCode).toBe(
      404,
    );
    await setMembers(t, owner, w.mine.projectId, [fred.user.id]);
  });
});

/** The text of a PDF as pdftotext reads it (poppler-utils, as in weekly-report.test.ts). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-field-scope-'));
  try {
    const file = path.join(dir, 'read.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('money', () => {
  it('never appears in anything a field user can read (raw JSON of every GET route)', async () => {
    const mine = w.mine.projectId;
    const monday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
    // How to read a route for real: its path and query filled with records of Fred's project,
    // so each answers 200 with data in it. A route missing here is read at its own path, which
    // fails below when it has a parameter or needs a query: give it its URLs then.
    const urlsOf: Record<string, string[]> = {
      // "Maple" finds the client, the project and the invoice for the owner (checked below).
      '/api/search': ['/api/search?q=Maple', `/api/search?q=${w.invoiceNumber}`],
      '/api/updates': ['/api/updates', `/api/updates?projectId=${mine}&from=${today}&to=${today}`],
      '/api/updates/:id': [`/api/updates/${w.mine.ownerUpdate.id}`],
      '/api/files/:id': [`/api/files/${w.mine.fileId}`],
      '/api/summaries': ['/api/summaries?period=daily', '/api/summaries?period=weekly'],
      '/api/summaries/activity': ['/api/summaries/activity?weeks=4'],
      '/api/tasks': ['/api/tasks', `/api/tasks?projectId=${mine}&assignee=me`],
      '/api/weather': [`/api/weather?projectId=${mine}&date=${today}`],
      '/api/projects/:id': [`/api/projects/${mine}`],
      '/api/projects/:id/photos': [`/api/projects/${mine}/photos`],
      '/api/projects/:id/last-crew': [`/api/projects/${mine}/last-crew`],
      '/api/projects/:id/delays': [`/api/projects/${mine}/delays?from=${monday}&to=${today}`],
      '/api/projects/:id/reports/weekly': [`/api/projects/${mine}/reports/weekly?week=${monday}`],
    };
    // Not data: the API's description names every field of every schema ("amount" too).
    const notData = ['/api/openapi.json', '/api/docs'];
    const allowed = t.app.routeTable.filter(
      (route) =>
        route.method === 'GET' &&
        !route.public &&
        route.roles?.includes('field') &&
        !notData.includes(route.url),
    );
    expect(allowed.length).toBeGreaterThan(15);
    expect(
      Object.keys(urlsOf).filter((url) => !allowed.some((route) => route.url === url)),
      'URLs listed for routes a field user cannot read',
    ).toEqual([]);

    // The owner finds the client, the project and the invoice with the same searches, so an
    // empty answer to Fred means they were kept from him, not that nothing matched.
    const ownerSearch = (await api(owner, 'GET', '/api/search?q=Maple')).json();
    expect(ownerSearch.clients).toHaveLength(1);
    expect(ownerSearch.projects).toHaveLength(1);
    expect(ownerSearch.invoices).toHaveLength(1);
    const byNumber = (await api(owner, 'GET', `/api/search?q=${w.invoiceNumber}`)).json();
    expect(byNumber.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      w.invoiceNumber,
    ]);

    const forbidden = [
      String(SECRET.amountCents),
      (SECRET.amountCents / 100).toFixed(2),
      w.invoiceNumber,
      SECRET.clientEmail,
      SECRET.clientPhone,
      SECRET.otherClient,
      SECRET.otherProject,
      SECRET.otherTask,
      SECRET.otherNote,
      '"amount"',
    ];
    let checked = 0;
    for (const route of allowed) {
      for (const url of urlsOf[route.url] ?? [route.url]) {
        expect(url, `${route.url}: list its real URLs in urlsOf`).not.toMatch(/\/:/);
        const response = await api(fred.cookie, 'GET', url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
        const pdf = String(response.headers['content-type']).startsWith('application/pdf');
        // A PDF keeps its text in compressed streams: read it as text as well.
        const texts = pdf ? [response.body, pdfText(response.rawPayload)] : [response.body];
        if (pdf) expect(texts[1], url).toContain('Maple');
        for (const text of texts) {
          for (const secret of forbidden) {
            expect(text, `${url} shows ${secret}`).not.toContain(secret);
          }
        }
      }
      checked += 1;
    }
    expect(checked).toBe(allowed.length);
    for (const url of ['/api/invoices', '/api/clients', '/api/export/csv/invoices']) {
      const response = await api(fred.cookie, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain(String(SECRET.amountCents));
    }
  });
});
