import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceWire } from '../../src/core/schemas/invoice.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;
let client: Awaited<ReturnType<typeof seedClient>>;
let project: Awaited<ReturnType<typeof seedProject>>;
let otherProject: Awaited<ReturnType<typeof seedProject>>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  client = await seedClient(t.db, { name: 'Riverside Builders' });
  project = await seedProject(t.db, { name: 'Harbor View Duplex', clientId: client.id });
  const other = await seedClient(t.db, { name: 'Other Owner' });
  otherProject = await seedProject(t.db, { name: 'Other Job', clientId: other.id });
});
afterAll(() => t.close());

const twoLines = [
  { description: 'Framing labor', quantity: 3, rate: 19.99 },
  { description: 'Site visit', quantity: 1, rate: 0.1 },
];

const post = (body: Record<string, unknown>) =>
  t.request(cookie, { method: 'POST', url: '/api/invoices', payload: body });
const patch = (id: string, body: Record<string, unknown>) =>
  t.request(cookie, { method: 'PATCH', url: `/api/invoices/${id}`, payload: body });
const remove = (id: string) => t.request(cookie, { method: 'DELETE', url: `/api/invoices/${id}` });

async function create(body: Record<string, unknown> = {}): Promise<InvoiceWire> {
  const response = await post({
    clientId: client.id,
    projectId: project.id,
    date: '2026-03-04',
    items: twoLines,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceWire>();
}

describe('creating invoices', () => {
  it('accepts the spec payload (project by name, items as JSON text) and recomputes the amount', async () => {
    const response = await post({
      invoiceNumber: 'INV-999',
      clientId: client.id,
      client: 'Whatever the browser says',
      project: 'Harbor View Duplex',
      amount: 6007,
      date: '2026-03-04',
      status: 'Pending',
      items: JSON.stringify(twoLines),
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<InvoiceWire>();
    expect(invoice).toMatchObject({
      clientId: client.id,
      client: 'Riverside Builders',
      projectId: project.id,
      project: 'Harbor View Duplex',
      amount: 5997 + 10,
      date: '2026-03-04',
      status: 'Pending',
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{3,}$/);
    expect(invoice.invoiceNumber).not.toBe('INV-999');
    expect(JSON.parse(invoice.items)).toEqual(twoLines);

    const list = await t.request(cookie, { method: 'GET', url: '/api/invoices' });
    expect(list.json<InvoiceWire[]>().map((i) => i.id)).toContain(invoice.id);
  });

  it('computes the amount without an amount sent, in exact cents', async () => {
    const invoice = await create({ items: [{ description: 'A', quantity: 1, rate: 0.2 }] });
    expect(invoice.amount).toBe(20);
  });

  it('refuses an amount that disagrees with the items, naming the field', async () => {
    const response = await post({
      clientId: client.id,
      projectId: project.id,
      date: '2026-03-04',
      items: twoLines,
      amount: 6000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^amount: /);
  });

  it.each([
    [{ description: 'A', quantity: 0, rate: 1 }, /quantity/i],
    [{ description: 'A', quantity: 1.5, rate: 1 }, /quantity/i],
    [{ description: 'A', quantity: 1, rate: -1 }, /rate/i],
    [{ description: 'A', quantity: 1, rate: 1.005 }, /rate/i],
    [{ description: '  ', quantity: 1, rate: 1 }, /description/i],
  ])('refuses a bad line item %j', async (item, field) => {
    const response = await post({
      clientId: client.id,
      projectId: project.id,
      date: '2026-03-04',
      items: [item],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('refuses no items, a bad date, and an unknown client', async () => {
    const base = {
      clientId: client.id,
      projectId: project.id,
      date: '2026-03-04',
      items: twoLines,
    };
    expect((await post({ ...base, items: [] })).statusCode).toBe(400);
    expect((await post({ ...base, items: 'not json' })).statusCode).toBe(400);
    expect((await post({ ...base, date: '2026-02-30' })).json().message).toMatch(/^date: /);
    const unknown = await post({ ...base, clientId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^clientId: /);
  });

  it('refuses a negative quantity or rate instead of turning it positive; a credit line subtracts', async () => {
    const negative = await post({
      clientId: client.id,
      date: '2026-03-04',
      items: [{ description: 'Framing labor', quantity: -3, rate: -50 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(
      'items.0.quantity: Quantity must be at least 1; items.0.rate: Rate cannot be negative: add a discount or credit line instead',
    );
    const credited = await create({
      items: [
        { description: 'Framing labor', quantity: 3, rate: 50 },
        { description: 'Returning client', quantity: 1, rate: 20, kind: 'credit' },
      ],
    });
    expect(credited.amount).toBe(13_000);
    const tooMuch = await patch(credited.id, {
      items: [
        { description: 'Framing labor', quantity: 1, rate: 10 },
        { description: 'Returning client', quantity: 1, rate: 20, kind: 'credit' },
      ],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'items: Discounts and credits cannot be more than the other lines',
    );
  });

  it('refuses a project of another client, by id or by name', async () => {
    const byId = await post({
      clientId: client.id,
      projectId: otherProject.id,
      date: '2026-03-04',
      items: twoLines,
    });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe('projectId: the project belongs to another client');
    const byName = await post({
      clientId: client.id,
      project: 'Other Job',
      date: '2026-03-04',
      items: twoLines,
    });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toMatch(/^project: /);
  });
});

describe('invoice numbers', () => {
  it('are never reused after a delete', async () => {
    const first = await create();
    const second = await create();
    expect((await remove(second.id)).statusCode).toBe(200);
    const third = await create();
    const n = (invoice: InvoiceWire) => Number(invoice.invoiceNumber.slice(4));
    expect(n(second)).toBe(n(first) + 1);
    expect(n(third)).toBe(n(second) + 1);
  });

  it('stay unique when 20 invoices are created at once', async () => {
    const invoices = await Promise.all(Array.from({ length: 20 }, () => create()));
    const numbers = new Set(invoices.map((invoice) => invoice.invoiceNumber));
    expect(numbers.size).toBe(20);
    const all = (await t.request(cookie, { method: 'GET', url: '/api/invoices' })).json<
      InvoiceWire[]
    >();
    expect(new Set(all.map((i) => i.invoiceNumber)).size).toBe(all.length);
  });

  it('are padded to three digits', async () => {
    expect((await create()).invoiceNumber).toMatch(/^INV-0\d\d$/);
  });
});

describe('changing invoices', () => {
  it('marks an invoice paid and back to pending', async () => {
    const invoice = await create();
    const paid = await patch(invoice.id, { status: 'Paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<InvoiceWire>().status).toBe('Paid');
    const listed = (await t.request(cookie, { method: 'GET', url: '/api/invoices' }))
      .json<InvoiceWire[]>()
      .find((i) => i.id === invoice.id);
    expect(listed?.status).toBe('Paid');
    expect((await patch(invoice.id, { status: 'Pending' })).json<InvoiceWire>().status).toBe(
      'Pending',
    );
    expect((await patch(invoice.id, { status: 'Overdue' })).statusCode).toBe(400);
  });

  it('edits a pending invoice and recomputes its amount, keeping its number', async () => {
    const invoice = await create();
    const second = await seedProject(t.db, { name: 'Garage Addition', clientId: client.id });
    const response = await patch(invoice.id, {
      items: [{ description: 'Concrete', quantity: 2, rate: 150.25 }],
      date: '2026-04-01',
      projectId: second.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<InvoiceWire>()).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      amount: 30050,
      date: '2026-04-01',
      project: 'Garage Addition',
      projectId: second.id,
    });
    expect((await patch(invoice.id, { projectId: otherProject.id })).statusCode).toBe(400);
    expect((await patch(invoice.id, { items: twoLines, amount: 1 })).statusCode).toBe(400);
  });

  it('refuses edits of a paid invoice', async () => {
    const invoice = await create();
    await patch(invoice.id, { status: 'Paid' });
    const response = await patch(invoice.id, { date: '2026-05-01' });
    expect(response.statusCode).toBe(409);
  });

  it('keeps the names it was issued with when the client is renamed', async () => {
    const invoice = await create();
    await t.db
      .updateTable('clients')
      .set({ name: 'Renamed Co' })
      .where('id', '=', client.id)
      .execute();
    const listed = (await t.request(cookie, { method: 'GET', url: '/api/invoices' }))
      .json<InvoiceWire[]>()
      .find((i) => i.id === invoice.id);
    expect(listed?.client).toBe('Riverside Builders');
    await t.db
      .updateTable('clients')
      .set({ name: 'Riverside Builders' })
      .where('id', '=', client.id)
      .execute();
  });

  it('answers 404 for an unknown invoice and 400 for a bad id', async () => {
    expect((await patch(crypto.randomUUID(), { status: 'Paid' })).statusCode).toBe(404);
    expect((await remove(crypto.randomUUID())).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(400);
  });

  it('deletes an invoice', async () => {
    const invoice = await create();
    expect((await remove(invoice.id)).statusCode).toBe(200);
    const all = (await t.request(cookie, { method: 'GET', url: '/api/invoices' })).json<
      InvoiceWire[]
    >();
    expect(all.find((i) => i.id === invoice.id)).toBeUndefined();
  });

  it('requires a session', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });
});

describe('line items on the wire', () => {
  it('accepts edited items as JSON text and always answers them as JSON text', async () => {
    const invoice = await create();
    const concrete = [{ description: 'Concrete', quantity: 2, rate: 150.25 }];
    const response = await patch(invoice.id, { items: JSON.stringify(concrete) });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<InvoiceWire>();
    expect(typeof edited.items).toBe('string');
    expect(JSON.parse(edited.items)).toEqual(concrete);
    expect(edited.amount).toBe(30050);
    const listed = (await t.request(cookie, { method: 'GET', url: '/api/invoices' }))
      .json<InvoiceWire[]>()
      .find((i) => i.id === invoice.id);
    expect(listed?.items).toBe(edited.items);
  });

  it.each([['not json'], ['{"description":"A"}'], [42], [[{ description: 'A', quantity: 'x' }]]])(
    'refuses items %j naming the field, changing nothing',
    async (items) => {
      const before = await t.db.selectFrom('invoices').select('id').execute();
      const response = await post({
        clientId: client.id,
        projectId: project.id,
        date: '2026-03-04',
        items,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^items(\.\d+\.\w+)?: /);
      expect(await t.db.selectFrom('invoices').select('id').execute()).toHaveLength(before.length);
    },
  );

  it('shows stored items that cannot be read as an empty list, not an error', async () => {
    const invoice = await create();
    await t.db
      .updateTable('invoices')
      .set({ items: '{oops' })
      .where('id', '=', invoice.id)
      .execute();
    const response = await t.request(cookie, { method: 'GET', url: '/api/invoices' });
    expect(response.statusCode).toBe(200);
    expect(response.json<InvoiceWire[]>().find((i) => i.id === invoice.id)?.items).toBe('[]');
    await remove(invoice.id);
  });
});
