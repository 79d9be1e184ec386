import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import type { InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import type { InvoiceSummaryWire } from '../../src/core/schemas/invoice-summary.js';
import { invoiceSummary } from '../../src/server/features/invoices/summary.service.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// What is owed (decision 170): outstanding, overdue, paid this month and aging by days
// past the due date, on both databases. The summary is computed for a fixed day (the
// service takes `today`), so every bucket edge is exact whatever the clock says.

let t: TestApp;
let cookie: string;
let projectId: string;
let otherProjectId: string;
let clientId: string;
let day: string;
const ids: Record<string, string> = {};

async function create(name: string, due: string, dollars: number, project = projectId) {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId,
      projectId: project,
      date: due,
      termsDays: 0,
      items: [{ description: name, quantity: 1, rate: dollars }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const invoice = response.json<InvoiceRecordWire>();
  ids[name] = invoice.id;
  return invoice;
}

const pay = async (name: string, cents: number, date: string) => {
  const response = await t.request(cookie, {
    method: 'POST',
    url: `/api/invoices/${ids[name]}/payments`,
    payload: { amount: cents, date, method: 'cash' },
  });
  expect(response.statusCode, response.body).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Aging Client' })).id;
  projectId = (await seedProject(t.db, { name: 'Main', clientId })).id;
  otherProjectId = (await seedProject(t.db, { name: 'Side', clientId })).id;
  // A day in the past, so payments dated in its month are not in the future.
  day = addDays(await ownerToday(t.db), -200);
  const ago = (days: number) => addDays(day, -days);
  await create('future', ago(-5), 1); // current
  await create('due today', ago(0), 2); // current
  await create('1 day', ago(1), 4); // days1to30
  await create('30 days', ago(30), 8); // days1to30
  await create('31 days', ago(31), 16); // days31to60
  await create('60 days', ago(60), 32); // days31to60
  await create('61 days', ago(61), 64); // days61to90
  await create('90 days', ago(90), 128); // days61to90
  await create('91 days', ago(91), 256); // over90
  await create('paid', ago(10), 1000); // paid: not owed
  await create('void', ago(10), 2000); // void: nothing
  await create('other project', ago(45), 512, otherProjectId); // days31to60
  const draft = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId,
      projectId,
      date: ago(100),
      termsDays: 0,
      state: 'draft',
      items: [{ description: 'draft', quantity: 1, rate: 4000 }],
    },
  });
  expect(draft.statusCode).toBe(201);
  // $1.50 of the 30-day invoice paid this month; the paid one partly last month.
  await pay('30 days', 150, day);
  await pay('paid', 40_000, addDays(`${day.slice(0, 7)}-01`, -1));
  await pay('paid', 60_000, `${day.slice(0, 7)}-01`);
  const voided = await t.request(cookie, {
    method: 'PATCH',
    url: `/api/invoices/${ids.void}`,
    payload: { state: 'void' },
  });
  expect(voided.statusCode).toBe(200);
});
afterAll(() => t.close());

describe(`what is owed (${testDialect})`, () => {
  it('buckets balances by whole days past the due date; due today is current', async () => {
    const summary = await invoiceSummary(t.db, day);
    expect(summary.aging).toEqual({
      current: 100 + 200,
      days1to30: 400 + 800 - 150,
      days31to60: 1600 + 3200 + 51_200,
      days61to90: 6400 + 12_800,
      over90: 25_600,
    });
    const buckets = Object.values(summary.aging).reduce((sum, value) => sum + value, 0);
    expect(summary.outstanding).toBe(buckets);
    expect(summary.overdue).toBe(buckets - summary.aging.current);
    expect(summary.paidThisMonth).toBe(150 + 60_000);
    // Drafts and void invoices are never invoiced; paid ones are.
    expect(summary.invoiced).toBe(buckets + 150 + 100_000);
    expect(summary.paid).toBe(150 + 100_000);
  });

  it('narrows to one project', async () => {
    const summary = await invoiceSummary(t.db, day, otherProjectId);
    expect(summary).toMatchObject({
      outstanding: 51_200,
      overdue: 51_200,
      paidThisMonth: 0,
      invoiced: 51_200,
      paid: 0,
      aging: { current: 0, days1to30: 0, days31to60: 51_200, days61to90: 0, over90: 0 },
    });
    expect(summary.oldestUnpaid.map((invoice) => invoice.id)).toEqual([ids['other project']]);
  });

  it('lists the five unpaid invoices due longest ago', async () => {
    const summary = await invoiceSummary(t.db, day);
    expect(summary.oldestUnpaid.map((invoice) => invoice.items[0]!.description)).toEqual([
      '91 days',
      '90 days',
      '61 days',
      '60 days',
      'other project',
    ]);
    expect(summary.oldestUnpaid.every((invoice) => invoice.overdue)).toBe(true);
  });

  it('answers GET /api/invoices/summary in cents on the owner’s today', async () => {
    const response = await t.request(cookie, { method: 'GET', url: '/api/invoices/summary' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<InvoiceSummaryWire>();
    // 200 days later every one of these is more than 90 days past due.
    expect(summary.aging).toEqual({
      current: 0,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: summary.outstanding,
    });
    expect(summary.outstanding).toBe(
      100 + 200 + 400 + 650 + 1600 + 3200 + 51_200 + 6400 + 12_800 + 25_600,
    );
    expect(summary.oldestUnpaid).toHaveLength(5);
    expect(typeof summary.oldestUnpaid[0]!.items).toBe('string');
    const scoped = await t.request(cookie, {
      method: 'GET',
      url: `/api/invoices/summary?projectId=${otherProjectId}`,
    });
    expect(scoped.json<InvoiceSummaryWire>().invoiced).toBe(51_200);
    const bad = await t.request(cookie, {
      method: 'GET',
      url: '/api/invoices/summary?projectId=nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^projectId: /);
  });
});
