import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClient, seedProject } from './helpers/seed.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// GET /api/projects/options (decision 213): the pickers' list, the four fields they read,
// for the same people and in the same order as GET /api/projects; and what it left out
// (decision 262): each client's projects in its shape, and each client's active projects.

let t: TestApp;
let owner: string;
let field: Person;
let office: Person;
let mine: { id: string; client_id: string };
let other: { id: string; client_id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  const client = await seedClient(t.db, { name: 'Dana Whitfield' });
  mine = await seedProject(t.db, { name: 'Maple Street', clientId: client.id });
  await seedProject(t.db, { name: 'Oak Lane', clientId: client.id, status: 'Completed' });
  const otherClient = await seedClient(t.db, { name: 'Rowan Hale' });
  other = await seedProject(t.db, { name: 'Birch Court', clientId: otherClient.id });
  await t.db
    .updateTable('projects')
    .set({ default_update_visibility: 'internal' })
    .where('id', '=', mine.id)
    .execute();
  field = await addPerson(t, owner, { username: 'fieldie', role: 'field' });
  office = await addPerson(t, owner, { username: 'officer', role: 'office' });
  await setMembers(t, owner, mine.id, [field.user.id]);
});
afterAll(() => t.close());

const read = async (cookie: string | null, url: string) => {
  const response = await t.request(cookie, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>[]>();
};

describe('GET /api/projects/options', () => {
  it('answers exactly the slim fields, in the order of the full list', async () => {
    const options = await read(owner, '/api/projects/options');
    const full = await read(owner, '/api/projects');
    expect(options.map((p) => p.id)).toEqual(full.map((p) => p.id));
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(Object.keys(option).sort()).toEqual(
        ['defaultUpdateVisibility', 'id', 'name', 'status'].sort(),
      );
      const same = full.find((p) => p.id === option.id)!;
      for (const [key, value] of Object.entries(option)) expect(same[key]).toEqual(value);
    }
    expect(options.find((p) => p.id === mine.id)).toMatchObject({
      name: 'Maple Street',
      status: 'Planning',
      defaultUpdateVisibility: 'internal',
    });
  });

  it('shows office every project and a field user only their own, as the full list does', async () => {
    expect(await read(office.cookie, '/api/projects/options')).toHaveLength(3);
    const theirs = await read(field.cookie, '/api/projects/options');
    expect(theirs.map((p) => p.id)).toEqual([mine.id]);
    const full = await read(field.cookie, '/api/projects');
    expect(full.map((p) => p.id)).toEqual([mine.id]);
  });

  it('refuses a signed-out visitor', async () => {
    const response = await t.request(null, { method: 'GET', url: '/api/projects/options' });
    expect(response.statusCode).toBe(401);
  });

  it('is read again after a project is renamed (the kept answer follows writes)', async () => {
    await read(owner, '/api/projects/options');
    const response = await t.request(owner, {
      method: 'PATCH',
      url: `/api/projects/${mine.id}`,
      payload: { name: 'Maple Street North', clientId: mine.client_id },
    });
    expect(response.statusCode).toBe(200);
    const options = await read(owner, '/api/projects/options');
    expect(options.find((p) => p.id === mine.id)?.name).toBe('Maple Street North');
  });
});

describe('GET /api/clients/{id}/projects', () => {
  it("answers that client's projects only, in the pickers' shape and the full list's order", async () => {
    const theirs = await read(owner, `/api/clients/${mine.client_id}/projects`);
    const full = await read(owner, '/api/projects');
    const expected = full.filter((p) => p.clientId === mine.client_id);
    expect(theirs).toHaveLength(2);
    expect(theirs.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    const options = await read(owner, '/api/projects/options');
    for (const project of theirs) {
      expect(project).toEqual(options.find((p) => p.id === project.id));
    }
    const others = await read(office.cookie, `/api/clients/${other.client_id}/projects`);
    expect(others.map((p) => p.id)).toEqual([other.id]);
  });

  it('answers an empty list for an id that is no client, and a 400 for one that is no id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await read(owner, `/api/clients/${unknown}/projects`)).toEqual([]);
    const response = await t.request(owner, {
      method: 'GET',
      url: '/api/clients/no-such-client/projects',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('refuses a field user and a signed-out visitor', async () => {
    const url = `/api/clients/${mine.client_id}/projects`;
    expect((await t.request(field.cookie, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/clients/project-counts', () => {
  it("counts each client's projects but the completed ones, and leaves out a client with none", async () => {
    const lonely = await seedClient(t.db, { name: 'Cleo Marsh' });
    await seedProject(t.db, { name: 'Done Deal', clientId: lonely.id, status: 'Completed' });
    const counts = await read(owner, '/api/clients/project-counts');
    expect(counts).toEqual(
      expect.arrayContaining([
        { clientId: mine.client_id, active: 1 },
        { clientId: other.client_id, active: 1 },
      ]),
    );
    expect(counts).toHaveLength(2);
    expect(counts.some((row) => row.clientId === lonely.id)).toBe(false);
  });

  it('follows a project that is completed (not kept past a write)', async () => {
    const response = await t.request(owner, {
      method: 'PATCH',
      url: `/api/projects/${other.id}`,
      payload: { name: 'Birch Court', clientId: other.client_id, status: 'Completed' },
    });
    expect(response.statusCode).toBe(200);
    const counts = await read(owner, '/api/clients/project-counts');
    expect(counts.some((row) => row.clientId === other.client_id)).toBe(false);
  });

  it('refuses a field user and a signed-out visitor', async () => {
    const url = '/api/clients/project-counts';
    expect((await t.request(field.cookie, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url })).statusCode).toBe(401);
  });
});
