import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import type { Project, ProjectDetail } from '../../src/core/schemas/project.js';
import type { Task } from '../../src/core/schemas/task.js';
import type { ProjectPhoto, Update } from '../../src/core/schemas/update.js';
import { buildProjectPeriodEmail } from '../../src/server/features/summaries/index.js';
import { sendMailTo, startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { addUpdate, createLink, document, photo, portalGet, tokenOf } from './helpers/portal.js';
import { seedClient } from './helpers/seed.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';

// Issue 18: the project page's reads (one project with its progress, its photos), the
// kind of every update (note or task event), the filters of the updates and tasks
// lists, and the Settings switch that decides which task events reach clients.

const ZONE = 'UTC';
const TODAY = new Date().toISOString().slice(0, 10);

let t: TestApp;
let cookie: string;
let mail: MailCatcher;
let clientId: string;
let field: Person;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { PUBLIC_URL: 'https://crm.example.com' } });
  cookie = await t.signIn();
  await sendMailTo(t, cookie, mail, 'o@x.test');
  await setTimeZone(t, cookie, ZONE);
  clientId = (await seedClient(t.db, { name: 'Vera Client', email: 'vera@client.test' })).id;
  field = await addPerson(t, cookie, { username: 'fieldpat', role: 'field' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function createProject(body: Record<string, unknown> = {}): Promise<Project> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/projects',
    payload: { name: `Job ${crypto.randomUUID().slice(0, 6)}`, clientId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Project>();
}

async function createTask(projectId: string, body: Record<string, unknown>): Promise<Task> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/tasks',
    payload: { projectId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Task>();
}

const complete = (id: string) =>
  t.request(cookie, { method: 'PATCH', url: `/api/tasks/${id}`, payload: { status: 'completed' } });

const get = (url: string, who: string | null = cookie) => t.request(who, { method: 'GET', url });

const setTaskEvents = (value: { created: boolean; completed: boolean }) =>
  t.request(cookie, { method: 'PUT', url: '/api/settings/sharing/task-events', payload: value });

describe(`the project page's reads (${testDialect})`, () => {
  it('GET /api/projects/{id}: the project with its progress; 404 for unknown or foreign ids', async () => {
    const project = await createProject({ address: '12 Elm St' });
    const done = await createTask(project.id, { title: 'Done one' });
    await complete(done.id);
    await createTask(project.id, { title: 'Late one', dueDate: addDays(TODAY, -2) });
    await createTask(project.id, { title: 'Later one', dueDate: addDays(TODAY, 5) });

    const response = await get(`/api/projects/${project.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ProjectDetail>();
    expect(detail).toMatchObject({
      id: project.id,
      name: project.name,
      clientName: 'Vera Client',
      address: '12 Elm St',
      progress: { completed: 1, total: 3, overdue: 1 },
    });

    const unknown = await get(`/api/projects/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Project not found' });
    // A field user reads only the projects they are on: any other reads as unknown.
    expect((await get(`/api/projects/${project.id}`, field.cookie)).statusCode).toBe(404);
    await setMembers(t, cookie, project.id, [field.user.id]);
    expect((await get(`/api/projects/${project.id}`, field.cookie)).statusCode).toBe(200);
    expect((await get(`/api/projects/not-an-id`)).statusCode).toBe(400);
  });

  it('GET /api/projects/{id}/photos: every photo of the project, newest first, no other files', async () => {
    const project = await createProject();
    const other = await createProject();
    await addUpdate(t, cookie, project.id, { note: 'Old', date: addDays(TODAY, -3) }, [
      photo('old.png'),
      document('plan.pdf'),
    ]);
    await addUpdate(t, cookie, project.id, { note: 'New', date: TODAY }, [
      photo('new-1.png'),
      photo('new-2.png'),
    ]);
    await addUpdate(t, cookie, other.id, { note: 'Elsewhere', date: TODAY }, [photo('else.png')]);

    const response = await get(`/api/projects/${project.id}/photos`);
    expect(response.statusCode, response.body).toBe(200);
    const photos = response.json<ProjectPhoto[]>();
    expect(photos.map((p) => p.name)).toEqual(['new-1.png', 'new-2.png', 'old.png']);
    expect(Object.keys(photos[0]!).sort()).toEqual([
      'contentType',
      'date',
      'id',
      'name',
      'updateId',
    ]);
    expect((await get(`/api/projects/${project.id}/photos?limit=1`)).json()).toHaveLength(1);
    expect((await get(`/api/projects/${project.id}/photos?limit=0`)).statusCode).toBe(400);
    expect((await get(`/api/projects/${crypto.randomUUID()}/photos`)).statusCode).toBe(404);
    expect((await get(`/api/projects/${project.id}/photos`, field.cookie)).statusCode).toBe(404);
  });
});

describe(`the Projects list's last activity (${testDialect})`, () => {
  it('GET /api/projects/last-activity: the newest update, task or edit of each project; a field user sees theirs', async () => {
    const quiet = await createProject();
    const busy = await createProject();
    const activityOf = async (who: string) => {
      const response = await get('/api/projects/last-activity', who);
      expect(response.statusCode, response.body).toBe(200);
      return new Map(
        response
          .json<{ projectId: string; lastActivityAt: string }[]>()
          .map((row) => [row.projectId, row.lastActivityAt]),
      );
    };
    const before = await activityOf(cookie);
    // A project with nothing in it yet counts from its own creation.
    expect(before.get(busy.id)! >= before.get(quiet.id)!).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await addUpdate(t, cookie, quiet.id, { note: 'Poured footings', date: TODAY }, []);
    const afterUpdate = await activityOf(cookie);
    expect(afterUpdate.get(quiet.id)! > afterUpdate.get(busy.id)!).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const task = await createTask(busy.id, { title: 'Order rebar' });
    await complete(task.id);
    const afterTask = await activityOf(cookie);
    expect(afterTask.get(busy.id)! > afterTask.get(quiet.id)!).toBe(true);
    expect(afterTask.get(busy.id)! > afterUpdate.get(busy.id)!).toBe(true);

    // A field user learns nothing of projects they are not on.
    await setMembers(t, cookie, quiet.id, [field.user.id]);
    const theirs = await activityOf(field.cookie);
    expect(theirs.has(quiet.id)).toBe(true);
    expect(theirs.has(busy.id)).toBe(false);
  });
});

describe(`the kind of every update (${testDialect})`, () => {
  it('marks notes and task events, with the event and the task, and filters by kind', async () => {
    const project = await createProject();
    const note = await addUpdate(t, cookie, project.id, { note: 'Poured footings', date: TODAY });
    expect(note).toMatchObject({ kind: 'note', taskEvent: null, taskId: null });
    const task = await createTask(project.id, { title: 'Order rebar' });
    await complete(task.id);

    const all = (await get(`/api/updates?projectId=${project.id}`)).json<Update[]>();
    const byNote = Object.fromEntries(all.map((u) => [u.note, u]));
    expect(byNote['New task: Order rebar']).toMatchObject({
      kind: 'task',
      taskEvent: 'created',
      taskId: task.id,
    });
    expect(byNote['Completed task: Order rebar']).toMatchObject({
      kind: 'task',
      taskEvent: 'completed',
      taskId: task.id,
    });

    const notes = (await get(`/api/updates?projectId=${project.id}&kind=note`)).json<Update[]>();
    expect(notes.map((u) => u.note)).toEqual(['Poured footings']);
    const events = (await get(`/api/updates?projectId=${project.id}&kind=task`)).json<Update[]>();
    expect(events.map((u) => u.taskEvent).sort()).toEqual(['completed', 'created']);
    const bad = await get(`/api/updates?kind=photo`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('kind: kind must be note or task');
    // Paging still walks the filtered list.
    const first = await get(`/api/updates?projectId=${project.id}&kind=task&limit=1`);
    expect(first.json()).toHaveLength(1);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await get(
      `/api/updates?projectId=${project.id}&kind=task&limit=1&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(second.json<Update[]>()[0]!.kind).toBe('task');
  });
});

describe(`task filters (${testDialect})`, () => {
  it('filters by due (overdue, today, this week) in the owner’s time zone, with project and assignee', async () => {
    const project = await createProject();
    const other = await createProject();
    await setMembers(t, cookie, project.id, [field.user.id]);
    const late = await createTask(project.id, { title: 'Late', dueDate: addDays(TODAY, -1) });
    const lateDone = await createTask(project.id, {
      title: 'Late done',
      dueDate: addDays(TODAY, -1),
    });
    await complete(lateDone.id);
    const today = await createTask(project.id, {
      title: 'Today',
      dueDate: TODAY,
      assigneeId: field.user.id,
    });
    const week = await createTask(project.id, { title: 'Week', dueDate: addDays(TODAY, 6) });
    await createTask(project.id, { title: 'Next week', dueDate: addDays(TODAY, 7) });
    await createTask(project.id, { title: 'Undated' });
    await createTask(other.id, { title: 'Elsewhere late', dueDate: addDays(TODAY, -4) });

    const titles = async (query: string, who = cookie) =>
      (await get(`/api/tasks?projectId=${project.id}&${query}`, who))
        .json<Task[]>()
        .map((task) => task.title)
        .sort();
    expect(await titles('due=overdue')).toEqual([late.title]);
    expect(await titles('due=today')).toEqual([today.title]);
    expect(await titles('due=week')).toEqual([today.title, week.title].sort());
    expect(await titles('due=week&assignee=me', field.cookie)).toEqual([today.title]);
    expect(await titles(`due=today&assignee=${field.user.id}`)).toEqual([today.title]);
    const everywhere = (await get('/api/tasks?due=overdue')).json<Task[]>().map((x) => x.title);
    expect(everywhere).toEqual(expect.arrayContaining(['Late', 'Elsewhere late']));
    const bad = await get('/api/tasks?due=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('due: due must be overdue, today or week');
  });
});

describe(`task events on client-facing pages and e-mails (${testDialect})`, () => {
  let project: Project;
  let finished: Task;
  beforeAll(async () => {
    project = await createProject({ name: `Client job ${crypto.randomUUID().slice(0, 4)}` });
    await addUpdate(t, cookie, project.id, { note: 'Walls framed', date: TODAY });
    await createTask(project.id, { title: 'Choose tiles', clientVisible: true });
    finished = await createTask(project.id, { title: 'Install windows', clientVisible: true });
    await complete(finished.id);
  });

  const NEW_NOTE = 'New task: Choose tiles';
  const DONE_NOTE = 'Completed task: Install windows';

  it('by default shares completed tasks and not new ones: share pages and portal (raw JSON)', async () => {
    const setting = await get('/api/settings/sharing/task-events');
    expect(setting.json()).toEqual({ created: false, completed: true });

    const daily = await get('/api/public/updates', null);
    expect(daily.statusCode).toBe(200);
    expect(daily.body).toContain('Walls framed');
    expect(daily.body).toContain(DONE_NOTE);
    expect(daily.body).not.toContain(NEW_NOTE);
    // The public shape carries no kind, event or task id.
    expect(daily.body).not.toContain('taskId');
    expect(daily.body).not.toContain('"kind"');
    expect(daily.body).not.toContain(finished.id);

    const updates = (await get(`/api/updates?projectId=${project.id}`)).json<Update[]>();
    const newEvent = updates.find((u) => u.note === NEW_NOTE)!;
    const doneEvent = updates.find((u) => u.note === DONE_NOTE)!;
    expect((await get(`/api/public/updates/${newEvent.id}`, null)).statusCode).toBe(404);
    const single = await get(`/api/public/updates/${doneEvent.id}`, null);
    expect(single.statusCode).toBe(200);
    expect(single.body).toContain(DONE_NOTE);

    const { url } = await createLink(t, cookie, project.id);
    const portal = await portalGet(t, tokenOf(url), '/updates');
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain(DONE_NOTE);
    expect(portal.body).not.toContain(NEW_NOTE);
    expect(portal.body).not.toContain('taskId');
  });

  it('follows the switch: none, or both', async () => {
    expect((await setTaskEvents({ created: false, completed: false })).statusCode).toBe(200);
    let daily = await get('/api/public/updates', null);
    expect(daily.body).toContain('Walls framed');
    expect(daily.body).not.toContain(DONE_NOTE);
    expect(daily.body).not.toContain(NEW_NOTE);
    const { url } = await createLink(t, cookie, project.id);
    expect((await portalGet(t, tokenOf(url), '/updates')).body).not.toContain(DONE_NOTE);

    expect((await setTaskEvents({ created: true, completed: true })).statusCode).toBe(200);
    daily = await get('/api/public/updates', null);
    expect(daily.body).toContain(DONE_NOTE);
    expect(daily.body).toContain(NEW_NOTE);
    await setTaskEvents({ created: false, completed: true });

    const bad = await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/sharing/task-events',
      payload: { created: 'yes', completed: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^created: /);
    // Only the owner changes it.
    const denied = await t.request(field.cookie, {
      method: 'PUT',
      url: '/api/settings/sharing/task-events',
      payload: { created: true, completed: true },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('applies to the summary and updates e-mails, which count task events apart', async () => {
    const before = mail.messages.length;
    const summary = await t.request(cookie, {
      method: 'POST',
      url: '/api/summaries/email',
      payload: { recipient: 'client@x.test', period: 'daily' },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const updates = await t.request(cookie, {
      method: 'POST',
      url: '/api/send-email',
      payload: { recipient: 'client@x.test', filterProject: project.name },
    });
    expect(updates.statusCode, updates.body).toBe(200);
    await mail.waitForMessage(before + 2);
    const [summaryMail, updatesMail] = mail.messages.slice(before);
    for (const message of [summaryMail!, updatesMail!]) {
      expect(message.text, message.subject).toContain(DONE_NOTE);
      expect(message.text, message.subject).not.toContain(NEW_NOTE);
      expect(message.html, message.subject).not.toContain(NEW_NOTE);
    }
    expect(updatesMail!.text).toContain('2 updates (1 note, 1 task event)');

    // The team's own summary counts apart too, and still lists every update.
    const team = (await get('/api/summaries/daily')).json();
    expect(team.counts.taskEvents).toBeGreaterThanOrEqual(3);
    expect(team.count).toBe(team.counts.notes + team.counts.taskEvents);
  });

  it('applies to scheduled client e-mails (the digest the scheduler sends)', async () => {
    const client = await seedClient(t.db, { name: 'Sched', email: 'sched@client.test' });
    const scheduled = await createProject({ name: 'Scheduled job', clientId: client.id });
    await createTask(scheduled.id, { title: 'Pick paint', clientVisible: true });
    const done = await createTask(scheduled.id, { title: 'Hang doors', clientVisible: true });
    await complete(done.id);
    // Task events are dated the owner's today; the scheduler sends this e-mail for the period.
    const outgoing = await buildProjectPeriodEmail(t.db, t.config, {
      period: 'daily',
      range: { startDate: TODAY, endDate: TODAY },
      projectId: scheduled.id,
      project: scheduled.name,
      recipient: 'sched@client.test',
      subject: 'Daily',
      ownerUsername: 'owner',
    });
    expect(outgoing).not.toBeNull();
    expect(outgoing!.text).toContain('Completed task: Hang doors');
    expect(outgoing!.text).not.toContain('New task: Pick paint');
    expect(outgoing!.html).not.toContain('New task: Pick paint');
    expect(outgoing!.text).toContain('1 update included');
  });
});
