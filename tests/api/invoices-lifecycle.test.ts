import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import type { InvoiceDetailWire, InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import { markInvoiceViewed } from '../../src/server/features/invoices/index.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { addPerson } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 170: an invoice's states and every refused transition, on the real API.

let t: TestApp;
let cookie: string;
let clientId: string;
let projectId: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const client = await seedClient(t.db, { name: 'Łódź Dvořák', email: 'billing@client.example' });
  clientId = client.id;
  projectId = (await seedProject(t.db, { name: 'Øresund Deck', clientId })).id;
  today = await ownerToday(t.db);
});
afterAll(() => t.close());

const lines = [{ description: 'Framing labor', quantity: 2, rate: 150 }];

async function api<T = InvoiceRecordWire>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  expected = method === 'POST' ? 201 : 200,
): Promise<T> {
  const response = await t.request(cookie, { method, url, ...(payload && { payload }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
  return response.json<T>();
}

const create = (body: Record<string, unknown> = {}) =>
  api('POST', '/api/invoices', { clientId, projectId, date: today, items: lines, ...body });
const patch = (id: string, body: Record<string, unknown>, expected = 200) =>
  api('PATCH', `/api/invoices/${id}`, body, expected);
const pay = (id: string, amount: number, expected = 201) =>
  api<{ invoice: InvoiceRecordWire; payment: { id: string } }>(
    'POST',
    `/api/invoices/${id}/payments`,
    { amount, date: today, method: 'check', reference: '#1042' },
    expected,
  );
const refusal = async (
  method: 'POST' | 'PATCH',
  url: string,
  payload: Record<string, unknown>,
  status: number,
) => {
  const before = await t.db.selectFrom('invoices').selectAll().orderBy('id').execute();
  const response = await t.request(cookie, { method, url, payload });
  expect(response.statusCode, response.body).toBe(status);
  expect(await t.db.selectFrom('invoices').selectAll().orderBy('id').execute()).toEqual(before);
  return response.json<{ message: string }>().message;
};

describe('creating', () => {
  it('creates the spec payload as an issued, numbered invoice with its due date and money fields', async () => {
    const invoice = await create();
    expect(invoice).toMatchObject({
      state: 'issued',
      status: 'Pending',
      termsDays: 14,
      dueDate: addDays(today, 14),
      overdue: false,
      amount: 30000,
      subtotal: 30000,
      taxTotal: 0,
      taxes: [],
      paidToDate: 0,
      balance: 30000,
      paymentCount: 0,
      markedPaid: false,
      sentAt: null,
      viewedAt: null,
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{3,}$/);
    expect(invoice.issuedAt).not.toBeNull();
  });

  it('takes termsDays from the body, and the default from Settings > Invoicing', async () => {
    expect((await create({ termsDays: 30 })).dueDate).toBe(addDays(today, 30));
    const settings = await api<{ defaultTermsDays: number; reminders: unknown }>(
      'PUT',
      '/api/settings/invoicing',
      { defaultTermsDays: 7, reminders: { enabled: false, steps: [14, -3, 7] } },
    );
    expect(settings).toEqual({
      defaultTermsDays: 7,
      reminders: { enabled: false, steps: [-3, 7, 14] },
    });
    expect((await create()).dueDate).toBe(addDays(today, 7));
    await api('PUT', '/api/settings/invoicing', {
      defaultTermsDays: 14,
      reminders: { enabled: false, steps: [-3, 7, 14] },
    });
    const bad = await t.request(cookie, {
      method: 'PUT',
      url: '/api/settings/invoicing',
      payload: { defaultTermsDays: -1, reminders: { enabled: true, steps: [7, 7] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/defaultTermsDays/);
  });

  it('creates a draft without a number; issuing gives it the next number, never one used before', async () => {
    const draft = await create({ state: 'draft' });
    expect(draft).toMatchObject({
      state: 'draft',
      invoiceNumber: '',
      issuedAt: null,
      overdue: false,
    });
    const other = await create();
    const issued = await patch(draft.id, { state: 'issued' });
    expect(issued.state).toBe('issued');
    const n = (invoice: InvoiceRecordWire) => Number(invoice.invoiceNumber.slice(4));
    expect(n(issued)).toBe(n(other) + 1);
    // Issuing again changes nothing.
    expect((await patch(draft.id, { state: 'issued' })).invoiceNumber).toBe(issued.invoiceNumber);
  });

  it('refuses a draft created Paid', async () => {
    const message = await refusal(
      'POST',
      '/api/invoices',
      { clientId, projectId, date: today, items: lines, state: 'draft', status: 'Paid' },
      400,
    );
    expect(message).toMatch(/^status: /);
  });

  it('refuses a date whose due date would leave the four-digit year', async () => {
    const message = await refusal(
      'POST',
      '/api/invoices',
      { clientId, projectId, date: '9999-12-31', termsDays: 30, items: lines },
      400,
    );
    expect(message).toBe('date: must be a date from 1900 to 2999');
  });
});

describe('moving through states', () => {
  it('goes issued -> viewed (portal) -> partial -> paid, and back when payments are deleted', async () => {
    const invoice = await create();
    expect(await markInvoiceViewed(t.db, invoice.id)).toBe(true);
    expect(await markInvoiceViewed(t.db, invoice.id)).toBe(false);
    const viewed = await api<InvoiceDetailWire>('GET', `/api/invoices/${invoice.id}`);
    expect(viewed.state).toBe('viewed');
    expect(viewed.viewedAt).not.toBeNull();

    const first = await pay(invoice.id, 10000);
    expect(first.invoice).toMatchObject({
      state: 'partial',
      status: 'Pending',
      paidToDate: 10000,
      balance: 20000,
    });
    const second = await pay(invoice.id, 20000);
    expect(second.invoice).toMatchObject({
      state: 'paid',
      status: 'Paid',
      paidToDate: 30000,
      balance: 0,
    });

    const afterDelete = await api<{ invoice: InvoiceRecordWire }>(
      'DELETE',
      `/api/payments/${second.payment.id}`,
    );
    expect(afterDelete.invoice).toMatchObject({ state: 'partial', paidToDate: 10000 });
    await api('DELETE', `/api/payments/${first.payment.id}`);
    const detail = await api<InvoiceDetailWire>('GET', `/api/invoices/${invoice.id}`);
    expect(detail).toMatchObject({ state: 'viewed', paidToDate: 0, balance: 30000, payments: [] });
    expect(detail.events.map((event) => event.kind)).toEqual([
      'issued',
      'viewed',
      'payment',
      'payment',
      'payment-deleted',
      'payment-deleted',
    ]);
  });

  it('never marks a draft or a void invoice viewed', async () => {
    const draft = await create({ state: 'draft' });
    expect(await markInvoiceViewed(t.db, draft.id)).toBe(false);
    const voided = await create();
    await patch(voided.id, { state: 'void' });
    expect(await markInvoiceViewed(t.db, voided.id)).toBe(false);
    expect(await markInvoiceViewed(t.db, crypto.randomUUID())).toBe(false);
  });

  it('does not mark it viewed when the business opens the PDF', async () => {
    const invoice = await create();
    const pdf = await t.request(cookie, { method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect((await api<InvoiceDetailWire>('GET', `/api/invoices/${invoice.id}`)).state).toBe(
      'issued',
    );
  });

  it('voids an unpaid invoice, keeping its number and record', async () => {
    const invoice = await create();
    const voided = await patch(invoice.id, { state: 'void' });
    expect(voided).toMatchObject({
      state: 'void',
      status: 'Pending',
      invoiceNumber: invoice.invoiceNumber,
      balance: 0,
      overdue: false,
    });
    const listed = await api<InvoiceRecordWire[]>('GET', '/api/invoices?state=void');
    expect(listed.map((i) => i.id)).toContain(invoice.id);
  });

  it('PATCH status Paid records a full payment dated today; Pending undoes it', async () => {
    const invoice = await create();
    await pay(invoice.id, 5000);
    const paid = await patch(invoice.id, { status: 'Paid' });
    expect(paid).toMatchObject({
      state: 'paid',
      status: 'Paid',
      paidToDate: 30000,
      paymentCount: 2,
      markedPaid: true,
    });
    const payments = await api<{ amount: number; date: string; method: string }[]>(
      'GET',
      `/api/invoices/${invoice.id}/payments`,
    );
    expect(payments.map((p) => [p.amount, p.date])).toEqual([
      [5000, today],
      [25000, today],
    ]);
    const pending = await patch(invoice.id, { status: 'Pending' });
    expect(pending).toMatchObject({
      state: 'partial',
      status: 'Pending',
      paidToDate: 5000,
      paymentCount: 1,
      markedPaid: false,
    });
  });

  it('reopens a sent invoice as a draft to change its lines, keeping its number', async () => {
    const invoice = await create();
    await t.db
      .updateTable('invoices')
      .set({ sent_at: new Date().toISOString() })
      .where('id', '=', invoice.id)
      .execute();
    const reopened = await patch(invoice.id, { state: 'draft' });
    expect(reopened).toMatchObject({ state: 'draft', invoiceNumber: invoice.invoiceNumber });
    const edited = await patch(invoice.id, {
      items: [{ description: 'Framing labor', quantity: 3, rate: 150 }],
      state: 'issued',
    });
    expect(edited).toMatchObject({
      state: 'issued',
      amount: 45000,
      invoiceNumber: invoice.invoiceNumber,
    });
    const events = (await api<InvoiceDetailWire>('GET', `/api/invoices/${invoice.id}`)).events;
    expect(events.map((e) => e.kind)).toEqual(['issued', 'reopened', 'issued']);
  });

  it('shows overdue from the due date and the balance, and filters by it', async () => {
    const late = await create({ date: addDays(today, -40), termsDays: 10 });
    expect(late).toMatchObject({ overdue: true, dueDate: addDays(today, -30) });
    const dueToday = await create({ date: today, termsDays: 0 });
    expect(dueToday.overdue).toBe(false);
    const overdue = await api<InvoiceRecordWire[]>('GET', '/api/invoices?overdue=true');
    expect(overdue.map((i) => i.id)).toContain(late.id);
    expect(overdue.every((i) => i.overdue)).toBe(true);
    const notOverdue = await api<InvoiceRecordWire[]>('GET', '/api/invoices?overdue=false');
    expect(notOverdue.map((i) => i.id)).toContain(dueToday.id);
    expect(notOverdue.some((i) => i.overdue)).toBe(false);
    await patch(late.id, { status: 'Paid' });
    const paid = await api<InvoiceRecordWire[]>('GET', '/api/invoices?overdue=true');
    expect(paid.map((i) => i.id)).not.toContain(late.id);
    expect(
      (await t.request(cookie, { method: 'GET', url: '/api/invoices?state=late' })).statusCode,
    ).toBe(400);
  });
});

describe('refusals, which change nothing', () => {
  it('refuses paying a void invoice', async () => {
    const invoice = await create();
    await patch(invoice.id, { state: 'void' });
    const message = await refusal(
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { amount: 100, date: today, method: 'cash' },
      409,
    );
    expect(message).toBe('This invoice is void: it cannot be paid.');
    expect(await refusal('PATCH', `/api/invoices/${invoice.id}`, { status: 'Paid' }, 409)).toBe(
      'A void invoice cannot be paid.',
    );
    expect(await refusal('PATCH', `/api/invoices/${invoice.id}`, { state: 'issued' }, 409)).toMatch(
      /void/,
    );
  });

  it('refuses voiding a paid (or partly paid) invoice until its payments are deleted', async () => {
    const invoice = await create();
    const { payment } = await pay(invoice.id, 30000);
    expect(await refusal('PATCH', `/api/invoices/${invoice.id}`, { state: 'void' }, 409)).toBe(
      'This invoice has payments recorded. Delete its payments before voiding it.',
    );
    await api('DELETE', `/api/payments/${payment.id}`);
    expect((await patch(invoice.id, { state: 'void' })).state).toBe('void');
  });

  it('refuses editing a sent invoice’s lines without reopening it', async () => {
    const invoice = await create();
    await t.db
      .updateTable('invoices')
      .set({ sent_at: new Date().toISOString() })
      .where('id', '=', invoice.id)
      .execute();
    const message = await refusal(
      'PATCH',
      `/api/invoices/${invoice.id}`,
      { items: [{ description: 'Changed', quantity: 1, rate: 1 }] },
      409,
    );
    expect(message).toMatch(/Reopen it as a draft/);
    const viewed = await create();
    await markInvoiceViewed(t.db, viewed.id);
    expect(await refusal('PATCH', `/api/invoices/${viewed.id}`, { date: today }, 409)).toMatch(
      /Reopen/,
    );
  });

  it('refuses edits and reopening while payments exist', async () => {
    const invoice = await create();
    await pay(invoice.id, 100);
    expect(await refusal('PATCH', `/api/invoices/${invoice.id}`, { termsDays: 3 }, 409)).toMatch(
      /payments/,
    );
    expect(await refusal('PATCH', `/api/invoices/${invoice.id}`, { state: 'draft' }, 409)).toMatch(
      /payments/,
    );
  });

  it('refuses voiding a draft, paying a draft, and state with status together', async () => {
    const draft = await create({ state: 'draft' });
    expect(await refusal('PATCH', `/api/invoices/${draft.id}`, { state: 'void' }, 409)).toMatch(
      /Delete it instead/,
    );
    expect(
      await refusal(
        'POST',
        `/api/invoices/${draft.id}/payments`,
        { amount: 100, date: today, method: 'cash' },
        409,
      ),
    ).toBe('Issue this invoice before recording a payment.');
    expect(await refusal('PATCH', `/api/invoices/${draft.id}`, { status: 'Paid' }, 409)).toMatch(
      /Issue/,
    );
    expect(
      await refusal('PATCH', `/api/invoices/${draft.id}`, { state: 'issued', status: 'Paid' }, 400),
    ).toMatch(/either state or status/);
    expect(await refusal('PATCH', `/api/invoices/${draft.id}`, { state: 'paid' }, 400)).toMatch(
      /^state: /,
    );
  });

  it('un-marking an invoice paid by recorded payments is refused', async () => {
    const invoice = await create();
    await pay(invoice.id, 30000);
    // The list says so, and the card offers its payments rather than "Mark as pending".
    const listed = await api<InvoiceRecordWire[]>('GET', '/api/invoices?state=paid');
    expect(listed.find((i) => i.id === invoice.id)).toMatchObject({
      state: 'paid',
      markedPaid: false,
    });
    expect(
      await refusal('PATCH', `/api/invoices/${invoice.id}`, { status: 'Pending' }, 409),
    ).toMatch(/Delete a payment/);
  });
});

describe('deleting', () => {
  it('deletes an invoice with its payments and history', async () => {
    const invoice = await create();
    const { payment } = await pay(invoice.id, 100);
    await api('DELETE', `/api/invoices/${invoice.id}`);
    const left = (table: 'payments' | 'invoice_events') =>
      t.db.selectFrom(table).select('id').where('invoice_id', '=', invoice.id).execute();
    expect(await left('payments')).toEqual([]);
    expect(await left('invoice_events')).toEqual([]);
    expect(
      (await t.request(cookie, { method: 'DELETE', url: `/api/payments/${payment.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(cookie, { method: 'GET', url: `/api/invoices/${invoice.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('money is never for field users', () => {
  const MONEY_ROUTES = /^\/api\/(invoices|payments|tax-rates|settings\/invoicing)\b/;

  it('declares owner and office on every invoicing route', () => {
    const routes = t.app.routeTable.filter((route) => MONEY_ROUTES.test(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      expect(route.public, `${route.method} ${route.url}`).toBe(false);
      expect([...(route.roles ?? [])].sort(), `${route.method} ${route.url}`).toEqual([
        'office',
        'owner',
      ]);
    }
  });

  it('answers 403 to a field user on each of them and lets the office in', async () => {
    const field = await addPerson(t, cookie, { username: 'foreman', role: 'field' });
    const office = await addPerson(t, cookie, { username: 'office', role: 'office' });
    const invoice = await create();
    for (const route of t.app.routeTable.filter((r) => MONEY_ROUTES.test(r.url))) {
      const url = route.url.replace(':id', invoice.id);
      const response = await t.request(field.cookie, {
        method: route.method as 'GET',
        url,
        ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(
      await t.db.selectFrom('invoices').select('id').where('id', '=', invoice.id).execute(),
    ).toHaveLength(1);
    const officeList = await t.request(office.cookie, { method: 'GET', url: '/api/invoices' });
    expect(officeList.statusCode).toBe(200);
    const officePay = await t.request(office.cookie, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amount: 100, date: today, method: 'cash' },
    });
    expect(officePay.statusCode).toBe(201);
  });
});
