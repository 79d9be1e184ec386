import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import type { TaxRate } from '../../src/core/schemas/tax-rate.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 170: tax rates in Settings, up to two per line, and the invoice's totals.

let t: TestApp;
let cookie: string;
let clientId: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Maple Homes' })).id;
  projectId = (await seedProject(t.db, { name: 'Kitchen', clientId })).id;
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.request(cookie, { method, url, ...(payload !== undefined && { payload: payload as object }) });

async function createRate(name: string, rate: number): Promise<TaxRate> {
  const response = await request('POST', '/api/tax-rates', { name, rate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TaxRate>();
}

async function createInvoice(items: unknown[], extra: Record<string, unknown> = {}) {
  return request('POST', '/api/invoices', {
    clientId,
    projectId,
    date: '2026-03-04',
    items,
    ...extra,
  });
}

describe('tax rates', () => {
  it('creates, lists, renames and deactivates a rate', async () => {
    const rate = await createRate('  GST  ', 500);
    expect(rate).toMatchObject({ name: 'GST', rate: 500, active: true, inUse: false });
    const renamed = await request('PATCH', `/api/tax-rates/${rate.id}`, { name: 'Federal GST' });
    expect(renamed.json<TaxRate>()).toMatchObject({ name: 'Federal GST', rate: 500 });
    const off = await request('PATCH', `/api/tax-rates/${rate.id}`, { active: false });
    expect(off.json<TaxRate>().active).toBe(false);
    const list = (await request('GET', '/api/tax-rates')).json<TaxRate[]>();
    expect(list.find((r) => r.id === rate.id)).toMatchObject({
      name: 'Federal GST',
      active: false,
    });
  });

  it('refuses a second active rate of one name; an inactive one may share it', async () => {
    const first = await createRate('Harbour levy', 150);
    const twin = await request('POST', '/api/tax-rates', { name: 'harbour LEVY', rate: 200 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toMatch(/^name: an active tax rate is already called/);
    const other = await createRate('Harbour fee', 100);
    const renamed = await request('PATCH', `/api/tax-rates/${other.id}`, { name: 'Harbour levy' });
    expect(renamed.statusCode).toBe(409);
    await request('PATCH', `/api/tax-rates/${first.id}`, { active: false });
    const replacement = await createRate('Harbour levy', 200);
    expect(replacement).toMatchObject({ name: 'Harbour levy', rate: 200, active: true });
    const back = await request('PATCH', `/api/tax-rates/${first.id}`, { active: true });
    expect(back.statusCode).toBe(409);
  });

  it('never changes a rate’s percentage, and refuses bad input naming the field', async () => {
    const rate = await createRate('Provincial', 700);
    const change = await request('PATCH', `/api/tax-rates/${rate.id}`, { rate: 800 });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toMatch(/create a new tax rate/);
    for (const [body, field] of [
      [{ name: 'X', rate: 5.5 }, /^rate: /],
      [{ name: 'X', rate: 10_001 }, /^rate: /],
      [{ name: 'X', rate: -1 }, /^rate: /],
      [{ name: '', rate: 5 }, /^name: /],
      [{ name: 'a\u0000b', rate: 5 }, /^name: /],
    ] as const) {
      const response = await request('POST', '/api/tax-rates', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(field);
    }
    expect(
      (await request('PATCH', `/api/tax-rates/${crypto.randomUUID()}`, { name: 'Y' })).statusCode,
    ).toBe(404);
  });

  it('deletes an unused rate, and never one an invoice uses', async () => {
    const unused = await createRate('Unused', 100);
    expect((await request('DELETE', `/api/tax-rates/${unused.id}`)).statusCode).toBe(200);
    const used = await createRate('Used', 1000);
    expect(
      (await createInvoice([{ description: 'A', quantity: 1, rate: 10, taxRateIds: [used.id] }]))
        .statusCode,
    ).toBe(201);
    const refused = await request('DELETE', `/api/tax-rates/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Deactivate it instead/);
    expect(
      (await request('GET', '/api/tax-rates')).json<TaxRate[]>().find((r) => r.id === used.id),
    ).toMatchObject({
      inUse: true,
    });
  });
});

describe('invoices with taxes', () => {
  it('shows the subtotal, each tax and the total, rounding per line', async () => {
    const gst = await createRate('GST', 500);
    const pst = await createRate('PST', 725);
    const items = [
      { description: 'Trim', quantity: 3, rate: 0.1, taxRateIds: [gst.id] },
      { description: 'Paint', quantity: 3, rate: 0.1, taxRateIds: [gst.id, pst.id] },
      { description: 'Permit', quantity: 1, rate: 100 },
    ];
    const response = await createInvoice(items, { amount: 10066 });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json<InvoiceRecordWire>();
    expect(invoice).toMatchObject({ subtotal: 10060, taxTotal: 6, amount: 10066, balance: 10066 });
    expect(invoice.taxes).toEqual([
      { taxRateId: gst.id, name: 'GST', rate: 500, amount: 4 },
      { taxRateId: pst.id, name: 'PST', rate: 725, amount: 2 },
    ]);
    expect(JSON.parse(invoice.items)).toEqual(items);
    // A wrong cross-check total is refused as before.
    const wrong = await createInvoice(items, { amount: 10060 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^amount: /);
  });

  it('keeps the names an invoice was issued with when a rate is renamed', async () => {
    const rate = await createRate('HST', 1300);
    const invoice = (
      await createInvoice([{ description: 'A', quantity: 1, rate: 100, taxRateIds: [rate.id] }])
    ).json<InvoiceRecordWire>();
    await request('PATCH', `/api/tax-rates/${rate.id}`, { name: 'Renamed HST' });
    const listed = (await request('GET', '/api/invoices'))
      .json<InvoiceRecordWire[]>()
      .find((i) => i.id === invoice.id);
    expect(listed?.taxes).toEqual([{ taxRateId: rate.id, name: 'HST', rate: 1300, amount: 1300 }]);
  });

  it('refuses more than two taxes on a line, the same tax twice, an unknown or inactive rate', async () => {
    const a = await createRate('A', 100);
    const b = await createRate('B', 200);
    const c = await createRate('C', 300);
    const line = (taxRateIds: string[]) => [{ description: 'X', quantity: 1, rate: 1, taxRateIds }];
    const cases: [string[], RegExp][] = [
      [[a.id, b.id, c.id], /^items\.0\.taxRateIds: A line has at most 2 taxes/],
      [[a.id, a.id], /^items\.0\.taxRateIds: The same tax is chosen twice/],
      [[crypto.randomUUID()], /^items\.0\.taxRateIds: no tax rate/],
    ];
    for (const [ids, message] of cases) {
      const response = await createInvoice(line(ids));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    await request('PATCH', `/api/tax-rates/${c.id}`, { active: false });
    const inactive = await createInvoice(line([c.id]));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(
      'items.0.taxRateIds: the tax rate "C" is no longer active',
    );
  });

  it('lets an edit keep a rate deactivated since the invoice was made', async () => {
    const rate = await createRate('Old', 400);
    const invoice = (
      await createInvoice([{ description: 'A', quantity: 1, rate: 50, taxRateIds: [rate.id] }])
    ).json<InvoiceRecordWire>();
    await request('PATCH', `/api/tax-rates/${rate.id}`, { active: false });
    const edited = await request('PATCH', `/api/invoices/${invoice.id}`, {
      items: [{ description: 'A', quantity: 2, rate: 50, taxRateIds: [rate.id] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<InvoiceRecordWire>()).toMatchObject({
      subtotal: 10000,
      taxTotal: 400,
      amount: 10400,
    });
  });
});
