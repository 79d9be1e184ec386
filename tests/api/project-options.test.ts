import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClient, seedProject } from './helpers/seed.js';
import { addPerson, setMembers, type Person } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// GET /api/projects/options (decision 213): the pickers' list, the five fields they read,
// for the same people and in the same order as GET /api/projects.

let t: TestApp;
let owner: string;
let field: Person;
let office: Person;
let mine: { id: string; client_id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  const client = await seedClient(t.db, { name: 'Dana Whitfield' });
  mine = await seedProject(t.db, { name: 'Maple Street', clientId: client.id });
  await seedProject(t.db, { name: 'Oak Lane', clientId: client.id, status: 'Completed' });
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
    expect(options).toHaveLength(2);
    for (const option of options) {
      expect(Object.keys(option).sort()).toEqual(
        ['clientId', 'defaultUpdateVisibility', 'id', 'name', 'status'].sort(),
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
    expect(await read(office.cookie, '/api/projects/options')).toHaveLength(2);
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
