import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Task } from '../../src/core/schemas/task.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { seedClient } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The task pages, the dashboard metrics and the activity log keep their answers until
// what they read changes (decision 215): versions in `data_versions` moved by triggers
// (migration 2150). Every write they depend on shows on the next read, and each field
// user's kept answer is their own.

let t: TestApp;
let owner: string;
let fred: Person;
let gina: Person;
const p = { fred: '', gina: '', clientId: '' };

type Metrics = {
  totalProjects: number;
  activeClients: number;
  trends: { totalProjects: { value: string } | null };
};

const get = async <T>(cookie: string, url: string): Promise<T> => {
  const response = await t.request(cookie, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const send = async (
  cookie: string,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload: object,
) => {
  const response = await t.request(cookie, { method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string }>();
};
const pending = (cookie: string) => get<Task[]>(cookie, '/api/tasks?status=pending&limit=50');
const completed = (cookie: string) => get<Task[]>(cookie, '/api/tasks?status=completed&limit=50');
const titles = (tasks: Task[]) => tasks.map((task) => task.title).sort();

async function project(name: string) {
  return (
    await send(owner, 'POST', '/api/projects', {
      name,
      clientId: p.clientId,
      status: 'In Progress',
    })
  ).id;
}
async function task(title: string, projectId: string) {
  return send(owner, 'POST', '/api/tasks', {
    title,
    projectId,
    checklist: JSON.stringify([{ text: 'Check', completed: false }]),
  }) as Promise<Task>;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  fred = await addPerson(t, owner, { username: 'fred', name: 'Fred Field', role: 'field' });
  gina = await addPerson(t, owner, { username: 'gina', name: 'Gina Field', role: 'field' });
  p.clientId = (await seedClient(t.db)).id;
  p.fred = await project('Fred Street');
  p.gina = await project('Gina Road');
  await setMembers(t, owner, p.fred, [fred.user.id]);
  await setMembers(t, owner, p.gina, [gina.user.id]);
  await task('Fred pour', p.fred);
  await task('Gina frame', p.gina);
});
afterAll(() => t.close());

describe('task pages kept (decision 215)', () => {
  it('each field user gets their own projects, never another kept answer', async () => {
    for (let round = 0; round < 2; round++) {
      expect(titles(await pending(fred.cookie))).toEqual(['Fred pour']);
      expect(titles(await pending(gina.cookie))).toEqual(['Gina frame']);
      expect(titles(await pending(owner))).toEqual(['Fred pour', 'Gina frame']);
    }
    const first = await get<Task[]>(gina.cookie, '/api/tasks?limit=50');
    expect(titles(first)).toEqual(['Gina frame']);
    expect(titles(await get<Task[]>(fred.cookie, '/api/tasks?limit=50'))).toEqual(['Fred pour']);
  });

  it('a created task shows on the next read', async () => {
    await pending(owner);
    await pending(fred.cookie);
    const created = await task('Fred wire', p.fred);
    expect((await pending(owner)).map((x) => x.id)).toContain(created.id);
    expect((await pending(fred.cookie)).map((x) => x.id)).toContain(created.id);
    expect((await pending(gina.cookie)).map((x) => x.id)).not.toContain(created.id);
  });

  it('a completed task leaves pending and shows in completed', async () => {
    const created = await task('Fred tile', p.fred);
    await pending(owner);
    expect((await completed(owner)).map((x) => x.id)).not.toContain(created.id);
    await send(owner, 'PATCH', `/api/tasks/${created.id}`, { status: 'completed' });
    expect((await pending(owner)).map((x) => x.id)).not.toContain(created.id);
    expect((await completed(owner)).map((x) => x.id)).toContain(created.id);
    expect((await completed(fred.cookie)).map((x) => x.id)).toContain(created.id);
    // Reopened: back in pending.
    await send(owner, 'PATCH', `/api/tasks/${created.id}`, { status: 'pending' });
    expect((await completed(owner)).map((x) => x.id)).not.toContain(created.id);
    expect((await pending(owner)).map((x) => x.id)).toContain(created.id);
  });

  it('a checklist item ticked, a task edited or written by SQL shows on the next read', async () => {
    const created = await task('Fred paint', p.fred);
    const find = async (cookie: string) =>
      (await pending(cookie)).find((x) => x.id === created.id)!;
    expect(JSON.parse((await find(owner)).checklist!)[0].completed).toBe(false);
    await find(fred.cookie);
    await send(fred.cookie, 'PATCH', `/api/tasks/${created.id}`, {
      checklistItem: { index: 0, completed: true },
    });
    expect(JSON.parse((await find(owner)).checklist!)[0].completed).toBe(true);
    expect(JSON.parse((await find(fred.cookie)).checklist!)[0].completed).toBe(true);
    await send(owner, 'PATCH', `/api/tasks/${created.id}`, { title: 'Fred paint twice' });
    expect((await find(owner)).title).toBe('Fred paint twice');
    await sql`update tasks set title = 'Fred paint by hand' where id = ${created.id}`.execute(t.db);
    expect((await find(owner)).title).toBe('Fred paint by hand');
    await sql`delete from tasks where id = ${created.id}`.execute(t.db);
    expect((await pending(owner)).map((x) => x.id)).not.toContain(created.id);
  });

  it('a project renamed and a person renamed show on the next read', async () => {
    await pending(owner);
    await pending(fred.cookie);
    await send(owner, 'PATCH', `/api/projects/${p.fred}`, {
      name: 'Fred Avenue',
      clientId: p.clientId,
      status: 'In Progress',
    });
    for (const cookie of [owner, fred.cookie]) {
      const mine = (await pending(cookie)).filter((x) => x.projectId === p.fred);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((x) => x.project === 'Fred Avenue')).toBe(true);
    }
    const author = (await pending(owner))[0]!.createdBy!.id;
    await sql`update users set name = 'Olive Owner' where id = ${author}`.execute(t.db);
    expect((await pending(owner))[0]!.createdBy!.name).toBe('Olive Owner');
  });

  it('a member removed no longer sees the project on the next read', async () => {
    expect((await pending(gina.cookie)).length).toBeGreaterThan(0);
    await setMembers(t, owner, p.gina, []);
    expect(await pending(gina.cookie)).toEqual([]);
    await setMembers(t, owner, p.gina, [gina.user.id]);
    expect(titles(await pending(gina.cookie))).toEqual(['Gina frame']);
  });

  it('a write elsewhere leaves a kept page in place: the same bytes', async () => {
    const before = await t.request(owner, {
      method: 'GET',
      url: '/api/tasks?status=completed&limit=50',
    });
    await task('Fred pending only', p.fred);
    const after = await t.request(owner, {
      method: 'GET',
      url: '/api/tasks?status=completed&limit=50',
    });
    expect(after.body).toBe(before.body);
  });
});

describe('dashboard metrics kept (decision 215)', () => {
  const metrics = (cookie: string) => get<Metrics>(cookie, '/api/dashboard/metrics');

  it('per view: a project created, a member removed, a contact added show on the next read', async () => {
    const ownerBefore = await metrics(owner);
    const fredBefore = await metrics(fred.cookie);
    const ginaBefore = await metrics(gina.cookie);
    expect(fredBefore.totalProjects).toBe(1);
    expect(ginaBefore.totalProjects).toBe(1);
    expect(ownerBefore.totalProjects).toBeGreaterThan(1);

    const added = await project('Fred Lane');
    expect((await metrics(owner)).totalProjects).toBe(ownerBefore.totalProjects + 1);
    expect((await metrics(fred.cookie)).totalProjects).toBe(1);
    await setMembers(t, owner, added, [fred.user.id]);
    expect((await metrics(fred.cookie)).totalProjects).toBe(2);
    expect((await metrics(gina.cookie)).totalProjects).toBe(1);
    await setMembers(t, owner, added, []);
    expect((await metrics(fred.cookie)).totalProjects).toBe(1);

    await send(owner, 'POST', '/api/clients', {
      name: 'New Contact',
      email: 'n@example.com',
      phone: '555-0111',
      type: 'Client',
    });
    expect((await metrics(owner)).activeClients).toBe(ownerBefore.activeClients + 1);
  });

  it('a project leaving the 30-day window drops out of the trend without a write', async () => {
    // Every other project is older than the window; this one leaves it in a few seconds
    // (room for a loaded CI machine to make the first two reads before then).
    await sql`update projects set created_at = '2000-01-01T00:00:00.000Z'`.execute(t.db);
    await sql`update clients set created_at = '2000-01-01T00:00:00.000Z'`.execute(t.db);
    const leavesAt = Date.now() + 4000;
    const leaving = new Date(leavesAt - 30 * 86_400_000).toISOString();
    await sql`update projects set created_at = ${leaving} where id = ${p.fred}`.execute(t.db);
    expect((await metrics(owner)).trends.totalProjects?.value).toBe('+1 in 30 days');
    expect((await metrics(fred.cookie)).trends.totalProjects?.value).toBe('+1 in 30 days');
    await new Promise((resolve) => setTimeout(resolve, leavesAt - Date.now() + 200));
    expect((await metrics(owner)).trends.totalProjects).toBeNull();
    expect((await metrics(fred.cookie)).trends.totalProjects).toBeNull();
  });
});

describe('activity log kept (decision 215)', () => {
  type Page = {
    entries: { entityId: string | null; project: string | null }[];
    people: { name: string }[];
  };
  const page = () => get<Page>(owner, '/api/activity?limit=50');

  it('an entry, a project rename and a new person show on the next read', async () => {
    await page();
    const created = await task('Logged task', p.fred);
    expect((await page()).entries[0]!.entityId).toBe(created.id);
    await send(owner, 'PATCH', `/api/projects/${p.fred}`, {
      name: 'Fred Boulevard',
      clientId: p.clientId,
      status: 'In Progress',
    });
    const renamed = await page();
    expect(renamed.entries.find((e) => e.entityId === created.id)!.project).toBe('Fred Boulevard');
    await sql`update users set name = 'Gina Renamed' where id = ${gina.user.id}`.execute(t.db);
    expect((await page()).people.map((x) => x.name)).toContain('Gina Renamed');
    // Field users are refused before anything is kept or served.
    const refused = await t.request(fred.cookie, { method: 'GET', url: '/api/activity?limit=50' });
    expect(refused.statusCode).toBe(403);
  });
});
