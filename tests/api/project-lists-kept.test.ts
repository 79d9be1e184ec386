import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project, ProjectOption } from '../../src/core/schemas/project.js';
import { versionOf } from '../../src/server/db/data-versions.js';
import { readInEveryEncoding } from './helpers/encodings.js';
import { buildsWhileWritesLand } from './helpers/held-query.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// GET /api/projects and GET /api/projects/options keep their answers until a project they
// show, a client's name or a field user's memberships change (decision 229): the version
// the triggers on `projects` move (migration 2300), with 'clients' and 'project_members'.
// Every way of changing what they show must show at once; tasks and updates written all
// day leave the kept answers in place.

let t: TestApp;
let owner: string;
let fred: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  fred = await addPerson(t, owner, { username: 'fred', name: 'Fred Field', role: 'field' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request(owner, { method, url, payload });

/** The answer as sent without and with each encoding: all three must say the same. */
async function read<T>(url: string, cookie = owner): Promise<T> {
  const plain = await readInEveryEncoding(t, cookie, url);
  expect(plain.statusCode, plain.body).toBe(200);
  expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(plain.headers['cache-control']).toBe('no-store');
  return plain.json<T>();
}
const fullList = (cookie = owner) => read<Project[]>('/api/projects', cookie);
const options = (cookie = owner) => read<ProjectOption[]>('/api/projects/options', cookie);

/** Every project as stored now, in the lists' order (newest first), as the full list shows it. */
async function stored(): Promise<Project[]> {
  const rows = await t.db
    .selectFrom('projects')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .selectAll('projects')
    .select('clients.name as client_name')
    .orderBy('projects.created_at', 'desc')
    .orderBy('projects.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    clientId: row.client_id,
    clientName: row.client_name,
    status: row.status as Project['status'],
    address: row.address,
    startDate: row.start_date,
    endDate: row.end_date,
    description: row.description,
    defaultUpdateVisibility: row.default_update_visibility === 'internal' ? 'internal' : 'client',
    latitude: row.latitude_e6 === null ? null : row.latitude_e6 / 1e6,
    longitude: row.longitude_e6 === null ? null : row.longitude_e6 / 1e6,
  }));
}

/** Both lists say what is stored, for the owner. */
async function expectCurrent() {
  const now = await stored();
  expect(await fullList()).toEqual(now);
  expect(await options()).toEqual(
    now.map(({ id, name, status, defaultUpdateVisibility }) => ({
      id,
      name,
      status,
      defaultUpdateVisibility,
    })),
  );
}

const listVersion = () => versionOf(t.db, ['projects:list']);

describe('the project lists, kept until what they show changes', () => {
  it('show every create, edit, client rename, delete and direct write at once', async () => {
    const client = await seedClient(t.db, { name: 'Rowan Client' });
    // Many, so the answers are over the compression threshold.
    for (let i = 0; i < 20; i++) {
      await seedProject(t.db, {
        name: `Seeded ${String(i).padStart(2, '0')}`,
        clientId: client.id,
      });
    }
    await expectCurrent();

    const created = await api('POST', '/api/projects', {
      name: 'Alder Yard',
      clientId: client.id,
      status: 'Planning',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Project>().id;
    expect((await fullList())[0]).toMatchObject({ id, name: 'Alder Yard' });
    await expectCurrent();

    // Every field the full list shows, edited through the API.
    const edited = await api('PATCH', `/api/projects/${id}`, {
      name: 'Alder Yard East',
      clientId: client.id,
      status: 'In Progress',
      address: '4 Alder Yard',
      startDate: '2026-03-02',
      endDate: '2026-09-30',
      description: 'Two storeys, timber frame',
      defaultUpdateVisibility: 'internal',
      latitude: 51.501234,
      longitude: -0.141234,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await fullList())[0]).toMatchObject({
      name: 'Alder Yard East',
      status: 'In Progress',
      description: 'Two storeys, timber frame',
      defaultUpdateVisibility: 'internal',
      latitude: 51.501234,
    });
    await expectCurrent();

    const renamed = await api('PATCH', `/api/clients/${client.id}`, {
      name: 'Rowan & Daughters',
      email: client.email,
      phone: client.phone,
      type: 'Client',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await fullList())[0]!.clientName).toBe('Rowan & Daughters');
    await expectCurrent();

    // Written by another program (or process), one column at a time: the triggers still move it.
    for (const change of [
      { description: 'Changed directly' },
      { start_date: '2026-04-01' },
      { end_date: '2026-12-01' },
      { latitude_e6: 40_000_000, longitude_e6: -70_000_000 },
      { default_update_visibility: 'client' },
      { address: null },
      { status: 'Completed' },
      { name: 'Alder Yard West' },
      { created_at: '2000-01-01T00:00:00.000Z' },
    ]) {
      await t.db.updateTable('projects').set(change).where('id', '=', id).execute();
      await expectCurrent();
    }

    expect((await api('DELETE', `/api/projects/${id}`)).statusCode).toBe(200);
    expect((await fullList()).some((project) => project.id === id)).toBe(false);
    await expectCurrent();
  });

  it('stay kept while tasks and updates are written, and while a project is only locked', async () => {
    const project = (await fullList())[0]!;
    const before = await listVersion();
    const answers = [
      (await api('GET', '/api/projects')).body,
      (await api('GET', '/api/projects/options')).body,
    ];
    const task = await api('POST', '/api/tasks', {
      title: 'Unrelated',
      projectId: project.id,
      status: 'pending',
    });
    expect(task.statusCode, task.body).toBe(201);
    // A new update takes the project's write lock (its `updated_at`, set to itself).
    await createUpdate(t, owner, {
      projectId: project.id,
      note: 'Footings poured',
      date: '2026-06-01',
    });
    expect(await listVersion()).toBe(before);
    const run = vi.spyOn(t.db.getExecutor(), 'executeQuery');
    expect((await api('GET', '/api/projects')).body).toBe(answers[0]);
    expect((await api('GET', '/api/projects/options')).body).toBe(answers[1]);
    const listReads = run.mock.calls.filter(([query]) => / from "projects"/.test(query.sql));
    run.mockRestore();
    // Sent as kept: neither list was read again.
    expect(listReads).toEqual([]);
  });

  it("follow a field user's memberships, and keep each view apart", async () => {
    const [first, second] = (await fullList()).slice(0, 2);
    expect(await fullList(fred.cookie)).toEqual([]);
    expect(await options(fred.cookie)).toEqual([]);

    await setMembers(t, owner, first!.id, [fred.user.id]);
    expect((await fullList(fred.cookie)).map((project) => project.id)).toEqual([first!.id]);
    expect((await options(fred.cookie)).map((project) => project.id)).toEqual([first!.id]);

    await setMembers(t, owner, second!.id, [fred.user.id]);
    expect((await options(fred.cookie)).map((project) => project.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    await setMembers(t, owner, first!.id, []);
    expect((await fullList(fred.cookie)).map((project) => project.id)).toEqual([second!.id]);
    expect((await options(fred.cookie)).map((project) => project.id)).toEqual([second!.id]);
    // The owner's kept view is not the field user's.
    expect((await fullList()).length).toBeGreaterThan(1);
  });

  it('build once more, not once per request, when projects are written while one is built', async () => {
    for (const url of ['/api/projects', '/api/projects/options']) {
      const { firstStatus, answers, listReads } = await buildsWhileWritesLand(t, owner, {
        url,
        listQuery: (text) => /^select "(projects"\.")?id", .* from "projects"/.test(text),
        write: (name) => seedProject(t.db, { name }),
      });
      expect(firstStatus, url).toBe(200);
      for (const { writtenBefore, listed } of answers) {
        // Each answer holds every project written before its request was sent.
        expect(listed).toEqual(expect.arrayContaining(writtenBefore));
      }
      // The first build, then one for the five: not one each.
      expect(listReads, url).toBe(2);
    }
  });

  it('are for people signed in, before anything is kept or sent', async () => {
    for (const url of ['/api/projects', '/api/projects/options']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('Alder');
    }
  });
});
