import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import type { InvoiceRecordWire, Payment } from '../../src/core/schemas/invoice.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// Decision 170: payments received, what they do to the invoice, and that concurrent
// payments never pay more than the total.

let t: TestApp;
let cookie: string;
let clientId: string;
let projectId: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Harbor Builders' })).id;
  projectId = (await seedProject(t.db, { name: 'Pier 4', clientId })).id;
  today = await ownerToday(t.db);
});
afterAll(() => t.close());

async function createInvoice(rate = 1000): Promise<InvoiceRecordWire> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId,
      projectId,
      date: today,
      items: [{ description: 'Work', quantity: 1, rate }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceRecordWire>();
}

const pay = (id: string, body: Record<string, unknown>) =>
  t.request(cookie, {
    method: 'POST',
    url: `/api/invoices/${id}/payments`,
    payload: { amount: 100, date: today, method: 'transfer', ...body },
  });

const paymentRows = (invoiceId: string) =>
  t.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).execute();

describe('recording a payment', () => {
  it('answers the payment and the invoice with paidToDate and balance', async () => {
    const invoice = await createInvoice();
    const response = await pay(invoice.id, {
      amount: 25050,
      method: 'check',
      reference: '  #88  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { payment, invoice: after } = response.json<{
      payment: Payment;
      invoice: InvoiceRecordWire;
    }>();
    expect(payment).toMatchObject({
      invoiceId: invoice.id,
      amount: 25050,
      date: today,
      method: 'check',
      reference: '#88',
    });
    expect(after).toMatchObject({
      state: 'partial',
      paidToDate: 25050,
      balance: 74950,
      paymentCount: 1,
    });
    const listed = await t.request(cookie, {
      method: 'GET',
      url: `/api/invoices/${invoice.id}/payments`,
    });
    expect(listed.json<Payment[]>()).toEqual([payment]);
  });

  it('refuses over-paying with 400, naming the balance, and stores nothing', async () => {
    const invoice = await createInvoice(10);
    await pay(invoice.id, { amount: 600 });
    const response = await pay(invoice.id, { amount: 401 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('amount: $4.01 is more than the balance due of $4.00');
    expect(await paymentRows(invoice.id)).toHaveLength(1);
    const paid = await pay(invoice.id, { amount: 400 });
    expect(paid.json<{ invoice: InvoiceRecordWire }>().invoice.state).toBe('paid');
    expect((await pay(invoice.id, { amount: 1 })).statusCode).toBe(400);
  });

  it.each([
    [{ amount: 0 }, /^amount: /],
    [{ amount: 1.5 }, /^amount: /],
    [{ amount: '100' }, /^amount: /],
    [{ method: 'bitcoin' }, /^method: /],
    [{ date: '2026-02-30' }, /^date: /],
    [{ reference: 'a\u0000b' }, /^reference: /],
  ])('refuses a bad payment %j naming the field', async (body, field) => {
    const invoice = await createInvoice();
    const response = await pay(invoice.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
    expect(await paymentRows(invoice.id)).toEqual([]);
  });

  it('refuses a payment dated after today: it is recorded once the money has settled', async () => {
    const invoice = await createInvoice();
    const response = await pay(invoice.id, { date: addDays(today, 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^date: /);
    expect((await pay(invoice.id, { date: addDays(today, -3) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown invoice or payment', async () => {
    expect((await pay(crypto.randomUUID(), {})).statusCode).toBe(404);
    const missing = await t.request(cookie, {
      method: 'DELETE',
      url: `/api/payments/${crypto.randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Payment not found');
  });
});

describe('concurrent payments', () => {
  it(`never over-pay: 20 payments of $10 at once on a $65 invoice take 6 (${testDialect})`, async () => {
    const invoice = await createInvoice(65);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(invoice.id, { amount: 1000 })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(6);
    expect(codes.filter((code) => code === 400)).toHaveLength(14);
    const rows = await paymentRows(invoice.id);
    expect(rows).toHaveLength(6);
    const stored = await t.db
      .selectFrom('invoices')
      .select(['paid_to_date', 'state', 'status'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.paid_to_date)).toBe(6000);
    expect(rows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(6000);
    expect(stored).toMatchObject({ state: 'partial', status: 'Pending' });
    // The last $5 goes in, and then it is paid.
    expect(
      (await pay(invoice.id, { amount: 500 })).json<{ invoice: InvoiceRecordWire }>().invoice.state,
    ).toBe('paid');
  });

  it('keeps paidToDate equal to the sum of payments when payments are added and deleted at once', async () => {
    const invoice = await createInvoice(100);
    const first = await Promise.all(
      Array.from({ length: 10 }, () => pay(invoice.id, { amount: 700 })),
    );
    const ids = first.map((r) => r.json<{ payment: Payment }>().payment.id);
    await Promise.all([
      ...ids
        .slice(0, 5)
        .map((id) => t.request(cookie, { method: 'DELETE', url: `/api/payments/${id}` })),
      ...Array.from({ length: 10 }, () => pay(invoice.id, { amount: 900 })),
    ]);
    const rows = await paymentRows(invoice.id);
    const stored = await t.db
      .selectFrom('invoices')
      .select(['paid_to_date', 'amount'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
    expect(Number(stored.paid_to_date)).toBe(sum);
    expect(sum).toBeLessThanOrEqual(Number(stored.amount));
  });
});

describe('state changes racing payments', () => {
  it('never leaves a payment on a void invoice, nor paid-to-date apart from the payments', async () => {
    for (let round = 0; round < 5; round++) {
      const invoice = await createInvoice(100);
      await Promise.all([
        pay(invoice.id, { amount: 1000 }),
        t.request(cookie, {
          method: 'PATCH',
          url: `/api/invoices/${invoice.id}`,
          payload: { state: 'void' },
        }),
        pay(invoice.id, { amount: 2000 }),
        t.request(cookie, {
          method: 'PATCH',
          url: `/api/invoices/${invoice.id}`,
          payload: { status: 'Paid' },
        }),
      ]);
      const stored = await t.db
        .selectFrom('invoices')
        .select(['state', 'status', 'paid_to_date', 'amount'])
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      const rows = await paymentRows(invoice.id);
      const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
      expect(Number(stored.paid_to_date)).toBe(sum);
      if (stored.state === 'void') expect(rows).toEqual([]);
      else expect(stored.state).toBe(sum === Number(stored.amount) ? 'paid' : 'partial');
      expect(stored.status).toBe(stored.state === 'paid' ? 'Paid' : 'Pending');
    }
  });
});

describe('CSV export of payments', () => {
  it('lists every payment with its invoice, method and reference', async () => {
    const invoice = await createInvoice(12.5);
    await pay(invoice.id, { amount: 1250, method: 'card', reference: 'AUTH-7' });
    const response = await t.request(cookie, { method: 'GET', url: '/api/export/csv/payments' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Invoice Number","Client","Project","Date","Amount","Method","Reference","Recorded At"',
    );
    expect(lines.find((line) => line.includes('AUTH-7'))).toMatch(
      new RegExp(
        `^"${invoice.invoiceNumber}","Harbor Builders","Pier 4","${today}","12\\.50","card","AUTH-7","\\d{4}-`,
      ),
    );
  });
});
