import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../src/server/lib/ids.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request(cookie, { method, url, payload });

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '555-0100',
  company: 'Whitfield Homes',
  position: 'Owner',
  type: 'Client',
};

async function seedInvoice(clientId: string, projectId: string | null = null) {
  await t.db
    .insertInto('invoices')
    .values({
      id: newId(),
      invoice_number: `INV-${Math.random().toString().slice(2, 8)}`,
      client_id: clientId,
      client_name: 'Someone',
      project_id: projectId,
      project_name: 'Something',
      amount: 1000,
      date: '2026-01-01',
      status: 'Pending',
      items: '[]',
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
}

describe('POST /api/clients', () => {
  it('creates a client without a trade, even when one is sent', async () => {
    const response = await api('POST', '/api/clients', { ...valid, trade: 'Roofing' });
    expect(response.statusCode).toBe(201);
    const contact = response.json();
    expect(contact).toEqual({ id: expect.any(String), ...valid });
    expect(contact).not.toHaveProperty('trade');
    const row = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', contact.id)
      .executeTakeFirst();
    expect(row?.trade).toBeNull();
  });

  it('keeps the trade of vendors and subcontractors, and blank optionals become null', async () => {
    const response = await api('POST', '/api/clients', {
      ...valid,
      name: '  Marco Ruiz  ',
      company: '',
      position: '   ',
      type: 'Subcontractor',
      trade: 'Electrical',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Marco Ruiz',
      company: null,
      position: null,
      type: 'Subcontractor',
      trade: 'Electrical',
    });
    const noTrade = await api('POST', '/api/clients', { ...valid, type: 'Vendor' });
    expect(noTrade.statusCode).toBe(201);
    expect(noTrade.json()).not.toHaveProperty('trade');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: undefined }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: '' }, 'email'],
    [{ phone: ' ' }, 'phone'],
    [{ type: 'Supplier' }, 'type'],
    [{ type: 'Vendor', trade: 'Juggling' }, 'trade'],
  ])('refuses %o naming the field', async (change, field) => {
    const response = await api('POST', '/api/clients', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('GET /api/clients', () => {
  it('lists every contact in the API shape, sorted by name', async () => {
    await seedClient(t.db, { name: 'Aaron Vale', type: 'Vendor', trade: 'Concrete' });
    const response = await api('GET', '/api/clients');
    expect(response.statusCode).toBe(200);
    const contacts = response.json() as { name: string; trade?: string }[];
    expect(contacts.length).toBeGreaterThanOrEqual(3);
    expect(contacts[0]).toMatchObject({ name: 'Aaron Vale', type: 'Vendor', trade: 'Concrete' });
    const names = contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('PATCH /api/clients/{id}', () => {
  it('edits a contact, and changing the type to Client clears the trade', async () => {
    const created = (
      await api('POST', '/api/clients', { ...valid, type: 'Vendor', trade: 'Plumbing' })
    ).json();
    const response = await api('PATCH', `/api/clients/${created.id}`, {
      ...valid,
      name: 'Dana W. Whitfield',
      type: 'Client',
      trade: 'Plumbing',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...valid, id: created.id, name: 'Dana W. Whitfield' });
    const row = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.trade).toBeNull();
    expect(row.name).toBe('Dana W. Whitfield');
  });

  it('renaming a client renames it on its projects', async () => {
    const client = await seedClient(t.db, { name: 'Old Name' });
    const project = await seedProject(t.db, { clientId: client.id });
    await api('PATCH', `/api/clients/${client.id}`, { ...valid, name: 'New Name' });
    const projects = (await api('GET', '/api/projects')).json() as {
      id: string;
      clientName: string;
    }[];
    expect(projects.find((p) => p.id === project.id)?.clientName).toBe('New Name');
  });

  it('keeps a client with projects a Client', async () => {
    const client = await seedClient(t.db);
    await seedProject(t.db, { clientId: client.id });
    const response = await api('PATCH', `/api/clients/${client.id}`, {
      ...valid,
      type: 'Vendor',
      trade: 'Roofing',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This contact is the client of 1 project, so it must stay a Client.',
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await api('PATCH', `/api/clients/${newId()}`, valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Contact not found');
    const malformed = await api('PATCH', '/api/clients/not-an-id', valid);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^id: /);
  });

  it('validates the body like a create', async () => {
    const client = await seedClient(t.db);
    const response = await api('PATCH', `/api/clients/${client.id}`, { ...valid, email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^email: /);
  });
});

describe('DELETE /api/clients/{id}', () => {
  it('deletes a contact nothing refers to', async () => {
    const client = await seedClient(t.db);
    const response = await api('DELETE', `/api/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    const ids = ((await api('GET', '/api/clients')).json() as { id: string }[]).map((c) => c.id);
    expect(ids).not.toContain(client.id);
    expect((await api('DELETE', `/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('refuses with 409 naming the projects and invoices that still use it', async () => {
    const client = await seedClient(t.db);
    const project = await seedProject(t.db, { clientId: client.id });
    await seedProject(t.db, { clientId: client.id });
    await seedInvoice(client.id, project.id);
    const response = await api('DELETE', `/api/clients/${client.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This contact has 2 projects and 1 invoice. Delete or reassign them first.',
    );
    const still = await t.db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', client.id)
      .executeTakeFirst();
    expect(still).toBeDefined();
  });

  it('refuses when only an invoice refers to it', async () => {
    const client = await seedClient(t.db);
    await seedInvoice(client.id);
    const response = await api('DELETE', `/api/clients/${client.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This contact has 1 invoice. Delete or reassign it first.',
    );
  });
});
