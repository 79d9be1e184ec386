import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../src/server/lib/ids.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Dana Whitfield' })).id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request(cookie, { method, url, payload });

const body = () => ({
  name: 'Maple Street Renovation',
  clientId,
  clientName: 'Whatever the form sent',
  address: '12 Maple Street',
  startDate: '2026-03-01',
  endDate: '2026-06-30',
  description: 'Kitchen and bath',
});

async function seedFile(updateId: string) {
  const key = crypto.randomBytes(20).toString('hex');
  const dir = path.join(t.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, key), 'photo bytes');
  await t.db
    .insertInto('update_files')
    .values({
      id: newId(),
      update_id: updateId,
      name: 'photo.jpg',
      size: 11,
      content_type: 'image/jpeg',
      storage_key: key,
      created_at: nowIso(),
    })
    .execute();
  return path.join(dir, key);
}

async function seedInvoice(projectId: string) {
  await t.db
    .insertInto('invoices')
    .values({
      id: newId(),
      invoice_number: `INV-${crypto.randomBytes(4).toString('hex')}`,
      client_id: clientId,
      client_name: 'Dana Whitfield',
      project_id: projectId,
      project_name: 'Maple',
      amount: 5000,
      date: '2026-01-01',
      status: 'Pending',
      items: '[]',
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
}

describe('POST /api/projects', () => {
  it('creates a project in Planning with the client name from the contact', async () => {
    const response = await api('POST', '/api/projects', body());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Maple Street Renovation',
      clientId,
      clientName: 'Dana Whitfield',
      status: 'Planning',
      address: '12 Maple Street',
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      description: 'Kitchen and bath',
      latitude: null,
      longitude: null,
      defaultUpdateVisibility: 'client',
    });
  });

  it('accepts blank optional fields as null and any status', async () => {
    const response = await api('POST', '/api/projects', {
      name: 'Garage',
      clientId,
      status: 'On Hold',
      address: '',
      startDate: '',
      endDate: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'On Hold',
      address: null,
      startDate: null,
      endDate: null,
      description: null,
    });
  });

  it.each([
    [{ name: '  ' }, 'name'],
    [{ clientId: '' }, 'clientId'],
    [{ status: 'Done' }, 'status'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
  ])('refuses %o naming the field', async (change, field) => {
    const response = await api('POST', '/api/projects', { ...body(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses an unknown client and a contact that is not a client', async () => {
    const unknown = await api('POST', '/api/projects', { ...body(), clientId: newId() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('clientId: no contact with this id');
    const vendor = await seedClient(t.db, { type: 'Vendor', trade: 'Roofing' });
    const response = await api('POST', '/api/projects', { ...body(), clientId: vendor.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('clientId: the contact is not a Client');
  });
});

describe('GET /api/projects', () => {
  it('lists projects newest first with the current client name', async () => {
    const client = await seedClient(t.db, { name: 'Before Rename' });
    const created = (await api('POST', '/api/projects', { ...body(), clientId: client.id })).json();
    await t.db
      .updateTable('clients')
      .set({ name: 'After Rename' })
      .where('id', '=', client.id)
      .execute();
    const projects = (await api('GET', '/api/projects')).json() as {
      id: string;
      clientName: string;
    }[];
    expect(projects[0]?.id).toBe(created.id);
    expect(projects[0]?.clientName).toBe('After Rename');
  });
});

describe('PATCH /api/projects/{id}', () => {
  it('edits every field, including the status', async () => {
    const project = (await api('POST', '/api/projects', body())).json();
    const other = await seedClient(t.db, { name: 'Second Client' });
    for (const status of ['In Progress', 'On Hold', 'Completed', 'Planning']) {
      const response = await api('PATCH', `/api/projects/${project.id}`, {
        ...body(),
        name: 'Maple Street Phase 2',
        clientId: other.id,
        status,
        endDate: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: project.id,
        name: 'Maple Street Phase 2',
        clientId: other.id,
        clientName: 'Second Client',
        status,
        endDate: null,
      });
    }
  });

  it('answers 404 for an unknown project and 400 for end before start', async () => {
    expect((await api('PATCH', `/api/projects/${newId()}`, body())).statusCode).toBe(404);
    const project = await seedProject(t.db, { clientId });
    const response = await api('PATCH', `/api/projects/${project.id}`, {
      ...body(),
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('endDate: End date must be on or after the start date');
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('counts what goes with a project, then deletes it all, files included', async () => {
    const project = await seedProject(t.db, { clientId });
    const kept = await seedProject(t.db, { clientId });
    await seedTask(t.db, { projectId: project.id });
    await seedTask(t.db, { projectId: project.id, status: 'completed' });
    const keptTask = await seedTask(t.db, { projectId: kept.id });
    const update = await seedUpdate(t.db, { projectId: project.id });
    await seedUpdate(t.db, { projectId: project.id });
    const keptUpdate = await seedUpdate(t.db, { projectId: kept.id });
    const file = await seedFile(update.id);
    const keptFile = await seedFile(keptUpdate.id);
    await seedInvoice(project.id);

    const dependents = await api('GET', `/api/projects/${project.id}/dependents`);
    expect(dependents.statusCode).toBe(200);
    expect(dependents.json()).toEqual({ tasks: 2, updates: 2, files: 1, invoices: 1 });

    const response = await api('DELETE', `/api/projects/${project.id}`);
    expect(response.statusCode).toBe(200);
    for (const table of ['tasks', 'updates', 'invoices'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const files = await t.db.selectFrom('update_files').select('update_id').execute();
    expect(files.map((f) => f.update_id)).toEqual([keptUpdate.id]);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(keptFile)).toBe(true);
    const keptTasks = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('project_id', '=', kept.id)
      .execute();
    expect(keptTasks.map((r) => r.id)).toEqual([keptTask.id]);

    expect((await api('DELETE', `/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/projects/${project.id}/dependents`)).statusCode).toBe(404);
  });

  it('deletes a project whose file is already gone from disk', async () => {
    const project = await seedProject(t.db, { clientId });
    const update = await seedUpdate(t.db, { projectId: project.id });
    fs.rmSync(await seedFile(update.id));
    expect((await api('DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200);
  });
});
