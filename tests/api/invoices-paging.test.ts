import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/dates.js';
import { MAX_INVOICES_PAGE, type InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import {
  type InvoiceSummaryWire,
  type ProjectInvoiceTotals,
} from '../../src/core/schemas/invoice-summary.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { addPerson, type Person } from './helpers/team.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { NEXT_CURSOR_HEADER } from '../../src/core/updates.js';

// GET /api/invoices pages and filters on the server (issue 20, decision 203): the
// cursor walks every invoice once in the list's order, the filters give what the
// Invoices screen's filters gave on the full list, and without parameters the answer
// is still the spec's full list.

let t: TestApp;
let cookie: string;
let today: string;
let mainId: string;
let sideId: string;
let fred: Person;

const COUNT = 23;

async function create(values: {
  date: string;
  project?: string;
  description?: string;
  state?: 'draft';
  termsDays?: number;
}) {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId: clientIdOf.get(values.project ?? mainId),
      projectId: values.project ?? mainId,
      date: values.date,
      termsDays: values.termsDays ?? 30,
      ...(values.state && { state: values.state }),
      items: [{ description: values.description ?? 'Work', quantity: 1, rate: 100 }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceRecordWire>();
}

const clientIdOf = new Map<string, string>();

const get = (url: string, who = cookie) => t.request(who, { method: 'GET', url });

async function list(query = '') {
  const response = await get(`/api/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceRecordWire[]>();
}

/** Every page of a query, following the cursors; the pages' sizes. */
async function walk(query: string, limit: number) {
  const seen: InvoiceRecordWire[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const separator = query ? '&' : '';
    const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await get(`/api/invoices?${query}${separator}limit=${limit}${after}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<InvoiceRecordWire[]>();
    seen.push(...page);
    sizes.push(page.length);
    cursor = response.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (!cursor) return { seen, sizes };
  }
  throw new Error('the cursor never ended');
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  today = await ownerToday(t.db);
  const zoe = (await seedClient(t.db, { name: 'Zoe Builder' })).id;
  const acme = (await seedClient(t.db, { name: 'Acme 100% Homes' })).id;
  mainId = (await seedProject(t.db, { name: 'Main Street', clientId: zoe })).id;
  sideId = (await seedProject(t.db, { name: 'Side_Job', clientId: acme })).id;
  clientIdOf.set(mainId, zoe).set(sideId, acme);
  // Several invoices on the same dates, so the order falls back to created and number.
  for (let i = 0; i < COUNT; i++) {
    await create({
      date: addDays(today, -Math.floor(i / 3) * 20),
      project: i % 4 === 0 ? sideId : mainId,
      description: `Line ${i}`,
    });
  }
  await create({ date: addDays(today, -400), state: 'draft' });
  fred = await addPerson(t, cookie, { username: 'fred', role: 'field' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/invoices paging', () => {
  it('without parameters answers every invoice, newest first, with no cursor', async () => {
    const response = await get('/api/invoices');
    expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const all = response.json<InvoiceRecordWire[]>();
    expect(all).toHaveLength(COUNT + 1);
    const keys = all.map((invoice) => `${invoice.date} ${invoice.createdAt}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // The spec's shape: items as JSON text.
    expect(JSON.parse(all[0]!.items)).toEqual([
      expect.objectContaining({ description: expect.any(String) as string }),
    ]);
  });

  it.each([1, 5, 7, 24, 200])(
    'walks every invoice exactly once, in order (limit %i)',
    async (limit) => {
      const all = await list();
      const { seen, sizes } = await walk('', limit);
      expect(seen.map((invoice) => invoice.id)).toEqual(all.map((invoice) => invoice.id));
      expect(new Set(seen.map((invoice) => invoice.id)).size).toBe(all.length);
      // Every page but the last is full; the last has something in it.
      expect(sizes.slice(0, -1).every((size) => size === limit)).toBe(true);
      expect(sizes.at(-1)).toBeGreaterThan(0);
    },
  );

  it('pages answer the same records as the full list', async () => {
    const all = await list();
    const [first] = await list('?limit=1');
    expect(first).toEqual(all[0]);
  });

  it('refuses a limit out of bounds and a cursor it did not give out, as JSON', async () => {
    for (const query of ['limit=0', `limit=${MAX_INVOICES_PAGE + 1}`, 'limit=abc', 'limit=1.5']) {
      const response = await get(`/api/invoices?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^limit/);
    }
    const forged = [
      'nonsense',
      Buffer.from('["a","b"]').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('["2026-01-01","x\\u0000","y"]').toString('base64url'),
    ];
    for (const cursor of forged) {
      const response = await get(`/api/invoices?limit=5&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json<{ message: string }>()).toEqual({
        message: 'cursor: is not a valid page cursor',
      });
    }
  });
});

describe('GET /api/invoices filters', () => {
  it('by project, state and status, paged or not', async () => {
    const all = await list();
    const cases: [string, (invoice: InvoiceRecordWire) => boolean][] = [
      [`projectId=${sideId}`, (invoice) => invoice.projectId === sideId],
      ['state=draft', (invoice) => invoice.state === 'draft'],
      ['status=Pending', (invoice) => invoice.status === 'Pending'],
      ['status=Paid', (invoice) => invoice.status === 'Paid'],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep).map((invoice) => invoice.id);
      expect(
        (await list(`?${query}`)).map((invoice) => invoice.id),
        query,
      ).toEqual(expected);
      expect(
        (await walk(query, 4)).seen.map((invoice) => invoice.id),
        query,
      ).toEqual(expected);
    }
  });

  it('status follows a payment in full', async () => {
    const [invoice] = await list(`?projectId=${sideId}&limit=1`);
    const paid = await t.request(cookie, {
      method: 'POST',
      url: `/api/invoices/${invoice!.id}/payments`,
      payload: { amount: invoice!.balance, date: today, method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await list('?status=Paid')).map((one) => one.id)).toEqual([invoice!.id]);
    expect((await list('?status=Pending')).map((one) => one.id)).not.toContain(invoice!.id);
  });

  it('overdue true and false split the list as the records say', async () => {
    const all = await list();
    const overdue = all.filter((invoice) => invoice.overdue).map((invoice) => invoice.id);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThan(all.length);
    expect((await walk('overdue=true', 3)).seen.map((invoice) => invoice.id)).toEqual(overdue);
    expect((await walk('overdue=false', 3)).seen.map((invoice) => invoice.id)).toEqual(
      all.filter((invoice) => !invoice.overdue).map((invoice) => invoice.id),
    );
  });

  it('q: every word in the number, client or project, ignoring case; LIKE characters are literal', async () => {
    const all = await list();
    const sideIds = all.filter((invoice) => invoice.projectId === sideId).map((i) => i.id);
    expect((await list('?q=ACME%20job')).map((invoice) => invoice.id)).toEqual(sideIds);
    expect((await list('?q=side_job')).map((invoice) => invoice.id)).toEqual(sideIds);
    expect((await list('?q=100%25')).map((invoice) => invoice.id)).toEqual(sideIds);
    // `_` and `%` match only themselves.
    expect(await list('?q=side%20%25job')).toEqual([]);
    expect(await list('?q=main_street')).toEqual([]);
    expect(await list('?q=zoe%20acme')).toEqual([]);
    const numbered = all.find((invoice) => invoice.invoiceNumber)!;
    expect((await list(`?q=${numbered.invoiceNumber.toLowerCase()}`)).map((i) => i.id)).toContain(
      numbered.id,
    );
    // Combined with the other filters and paged.
    const { seen } = await walk(`q=zoe&projectId=${mainId}&status=Pending`, 2);
    expect(seen.map((invoice) => invoice.id)).toEqual(
      all
        .filter((invoice) => invoice.projectId === mainId && invoice.status === 'Pending')
        .map((invoice) => invoice.id),
    );
  });

  it('a field user still gets 403, with or without the new parameters', async () => {
    for (const url of ['/api/invoices', '/api/invoices?limit=5&q=zoe', '/api/invoices/summary']) {
      expect((await get(url, fred.cookie)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/invoices/summary', () => {
  it('adds up to what the full list says', async () => {
    const all = await list();
    const summary = (await get('/api/invoices/summary')).json<InvoiceSummaryWire>();
    const billed = all.filter((invoice) => invoice.state !== 'draft' && invoice.state !== 'void');
    const open = billed.filter((invoice) => invoice.state !== 'paid');
    const sum = (rows: InvoiceRecordWire[], pick: (row: InvoiceRecordWire) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    expect(summary.invoiced).toBe(sum(billed, (row) => row.amount));
    expect(summary.paid).toBe(sum(billed, (row) => row.paidToDate));
    expect(summary.invoiceCount).toBe(billed.length);
    expect(summary.outstanding).toBe(sum(open, (row) => row.balance));
    expect(Object.values(summary.aging).reduce((a, b) => a + b, 0)).toBe(summary.outstanding);
    const perProject = (
      await get(`/api/invoices/summary?projectId=${sideId}`)
    ).json<InvoiceSummaryWire>();
    expect(perProject.invoiced).toBe(
      sum(
        billed.filter((row) => row.projectId === sideId),
        (row) => row.amount,
      ),
    );
  });
});

describe('GET /api/invoices/project-totals', () => {
  it('gives each project what its invoices add up to, drafts left out, payments counted', async () => {
    const [first, second] = (await list()).filter((invoice) => invoice.state === 'issued');
    for (const [invoice, amount] of [
      [first!, 40],
      [second!, second!.amount],
    ] as const) {
      const paid = await t.request(cookie, {
        method: 'POST',
        url: `/api/invoices/${invoice.id}/payments`,
        payload: { amount, date: today, method: 'check', reference: 'r' },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const all = await list();
    const response = await get('/api/invoices/project-totals');
    expect(response.statusCode).toBe(200);
    const totals = response.json<ProjectInvoiceTotals>();
    expect(totals.map((row) => row.projectId).sort()).toEqual([mainId, sideId].sort());
    for (const row of totals) {
      const billed = all.filter(
        (invoice) =>
          invoice.projectId === row.projectId && !['draft', 'void'].includes(invoice.state),
      );
      const sum = (pick: (invoice: InvoiceRecordWire) => number) =>
        billed.reduce((total, invoice) => total + pick(invoice), 0);
      expect(row).toEqual({
        projectId: row.projectId,
        invoiced: sum((invoice) => invoice.amount),
        paid: sum((invoice) => invoice.paidToDate),
        outstanding: sum((invoice) => invoice.balance),
        invoiceCount: billed.length,
      });
    }
    expect(totals.find((row) => row.projectId === mainId)!.paid).toBeGreaterThan(0);
    expect((await get('/api/invoices/project-totals', fred.cookie)).statusCode).toBe(403);
  });
});
