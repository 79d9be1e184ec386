import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import type {
  InvoiceSummaryWire,
  ProjectInvoiceTotals,
} from '../../src/core/schemas/invoice-summary.js';
import { holdFirstQuery } from './helpers/held-query.js';
import { seedClient, seedProject, seedUpdate } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// The invoice summary and the totals per project are kept until an invoice or a payment
// changes (decision 218): the 'invoices' version in `data_versions`, moved by triggers
// (migration 1720). Tasks and updates written meanwhile leave them in place; every change
// to what is owed shows on the next read.

let t: TestApp;
let cookie: string;
let clientId: string;
const projects = { main: '', side: '' };

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await t.request(cookie, { method, url, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const summary = async (projectId?: string) =>
  (
    await call('GET', `/api/invoices/summary${projectId ? `?projectId=${projectId}` : ''}`)
  ).json<InvoiceSummaryWire>();
const totals = async () =>
  (await call('GET', '/api/invoices/project-totals')).json<ProjectInvoiceTotals>();
const totalOf = async (projectId: string) =>
  (await totals()).find((row) => row.projectId === projectId);

async function invoice(projectId: string, dollars: number) {
  return (
    await call('POST', '/api/invoices', {
      clientId,
      projectId,
      date: '2026-01-05',
      termsDays: 0,
      items: [{ description: 'Work', quantity: 1, rate: dollars }],
    })
  ).json<InvoiceRecordWire>();
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Owed Client' })).id;
  projects.main = (await seedProject(t.db, { name: 'Main Street', clientId })).id;
  projects.side = (await seedProject(t.db, { name: 'Side Road', clientId })).id;
  await invoice(projects.main, 100);
});
afterAll(() => t.close());

describe(`what is owed, kept (${testDialect})`, () => {
  it('a task and an update written elsewhere leave both answers in place: the same bytes', async () => {
    const before = await Promise.all([
      call('GET', '/api/invoices/summary'),
      call('GET', '/api/invoices/project-totals'),
    ]);
    const version = async () =>
      (
        await t.db
          .selectFrom('data_versions')
          .select('version')
          .where('name', '=', 'invoices')
          .executeTakeFirstOrThrow()
      ).version;
    const owedVersion = await version();
    await call('POST', '/api/tasks', { title: 'Pour', projectId: projects.main });
    await seedUpdate(t.db, { projectId: projects.main, note: 'Poured' });
    expect(await version()).toBe(owedVersion);
    // Counts the sums over invoices (both answers have one) without holding any.
    const sums = holdFirstQuery(t.db, (query) => /sum\(/i.test(query) && /"invoices"/.test(query));
    sums.release();
    try {
      const after = await Promise.all([
        call('GET', '/api/invoices/summary'),
        call('GET', '/api/invoices/project-totals'),
      ]);
      expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
      expect(sums.count()).toBe(0);
    } finally {
      sums.restore();
    }
  });

  it('a new invoice, a payment and its removal show on the next read', async () => {
    const start = await summary();
    const created = await invoice(projects.side, 50);
    expect((await summary()).outstanding).toBe(start.outstanding + 5000);
    expect(await totalOf(projects.side)).toMatchObject({
      invoiced: 5000,
      paid: 0,
      outstanding: 5000,
    });

    const paid = await call('POST', `/api/invoices/${created.id}/payments`, {
      amount: 2000,
      date: '2026-01-07',
      method: 'cash',
    });
    expect((await summary()).outstanding).toBe(start.outstanding + 3000);
    expect(await totalOf(projects.side)).toMatchObject({ paid: 2000, outstanding: 3000 });

    const paymentId = paid.json<{ payment: { id: string } }>().payment.id;
    await call('DELETE', `/api/payments/${paymentId}`);
    expect((await summary()).outstanding).toBe(start.outstanding + 5000);
    expect(await totalOf(projects.side)).toMatchObject({ paid: 0, outstanding: 5000 });
  });

  it('each project has its own kept summary', async () => {
    const main = await summary(projects.main);
    const side = await summary(projects.side);
    expect(main.invoiced).toBe(10000);
    expect(side.invoiced).toBe(5000);
    expect(side.oldestUnpaid.map((row) => row.project)).toEqual(['Side Road']);
  });

  it('an edit, and a change made by SQL, show on the next read', async () => {
    const [row] = (await summary(projects.main)).oldestUnpaid;
    await call('PATCH', `/api/invoices/${row!.id}`, {
      items: [{ description: 'Work', quantity: 2, rate: 100 }],
    });
    expect((await summary(projects.main)).invoiced).toBe(20000);
    expect((await totalOf(projects.main))?.invoiced).toBe(20000);

    await sql`update invoices set amount = 30000 where id = ${row!.id}`.execute(t.db);
    expect((await summary(projects.main)).invoiced).toBe(30000);
    expect((await totalOf(projects.main))?.invoiced).toBe(30000);

    await sql`delete from payments`.execute(t.db);
    await sql`delete from invoices where id = ${row!.id}`.execute(t.db);
    expect((await summary(projects.main)).invoiced).toBe(0);
    expect(await totalOf(projects.main)).toBeUndefined();
  });
});
