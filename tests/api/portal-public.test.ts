import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Update } from '../../src/core/schemas/update.js';
import {
  addUpdate,
  askQuestion,
  createLink,
  document,
  photo,
  portalGet,
  tokenOf,
} from './helpers/portal.js';
import { seedClient, seedProject, seedTask } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// What a client sees through a link (issue 16): explicit public shapes (asserted on the
// raw JSON), only the link's own project, only client-visible updates and tasks.

let t: TestApp;
let cookie: string;
const a = { projectId: '', token: '', clientUpdate: {} as Update, internalUpdate: {} as Update };
const b = { projectId: '', token: '', clientUpdate: {} as Update };

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/business-profile',
    payload: {
      name: 'Acme Builders',
      address: '1 Yard Rd',
      email: 'office@acme.example',
      phone: '555-0199',
    },
  });
  const clientA = await seedClient(t.db, {
    name: 'Alice Private',
    email: 'alice@example.com',
    phone: '555-1111',
  });
  const clientB = await seedClient(t.db, { name: 'Bob Other', email: 'bob@example.com' });
  a.projectId = (
    await seedProject(t.db, {
      name: 'Alpha House',
      clientId: clientA.id,
      status: 'In Progress',
      address: '7 Secret Lane',
    })
  ).id;
  b.projectId = (await seedProject(t.db, { name: 'Beta Barn', clientId: clientB.id })).id;

  a.clientUpdate = await addUpdate(
    t,
    cookie,
    a.projectId,
    { note: 'Roof trusses are up.', date: '2026-06-02' },
    [photo('trusses.png'), document('truss-plan.pdf')],
  );
  a.internalUpdate = await addUpdate(
    t,
    cookie,
    a.projectId,
    {
      note: 'INTERNAL: supplier overcharged, dispute it.',
      date: '2026-06-03',
      visibility: 'internal',
    },
    [photo('invoice-scan.png')],
  );
  b.clientUpdate = await addUpdate(
    t,
    cookie,
    b.projectId,
    { note: 'Beta barn slab poured.', date: '2026-06-02' },
    [photo('slab.png')],
  );
  await seedTask(t.db, { projectId: a.projectId, title: 'Hidden task title', status: 'completed' });
  await seedTask(t.db, { projectId: a.projectId, title: 'Another hidden one' });
  const shown = await seedTask(t.db, { projectId: a.projectId, title: 'Install windows' });
  await t.db.updateTable('tasks').set({ client_visible: 1 }).where('id', '=', shown.id).execute();
  await seedTask(t.db, { projectId: b.projectId, title: 'Beta task', status: 'completed' });

  a.token = tokenOf((await createLink(t, cookie, a.projectId, { label: 'Alice' })).url);
  b.token = tokenOf((await createLink(t, cookie, b.projectId, { label: 'Bob' })).url);
});
afterAll(() => t.close());

/** Text of project A or its client that the portal never shows. */
const NEVER_SHOWN = [
  'Alice Private',
  'alice@example.com',
  '555-1111',
  '7 Secret Lane',
  'INTERNAL',
  'invoice-scan',
  'Hidden task title',
  'Another hidden one',
  'Beta',
  'office@acme.example',
  '555-0199',
  '1 Yard Rd',
  'projectId',
  'clientId',
  'createdAt',
  'storage',
  'owner',
];

describe(`the public portal API (${testDialect})`, () => {
  it('answers the summary in its public shape only', async () => {
    const response = await portalGet(t, a.token);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      business: { name: 'Acme Builders' },
      project: { name: 'Alpha House', status: 'In Progress', tasksCompleted: 1, tasksTotal: 3 },
      showInvoices: false,
      tasks: [{ title: 'Install windows', completed: false }],
      locale: { currency: expect.any(String), dateFormat: expect.any(String) },
    });
    for (const text of NEVER_SHOWN) expect(response.body, text).not.toContain(text);
    expect(response.body).not.toContain(a.projectId);
  });

  it('lists only the project’s client-visible updates, in the public update shape', async () => {
    const response = await portalGet(t, a.token, '/updates');
    expect(response.statusCode).toBe(200);
    const fileId = a.clientUpdate.attachments.find((f) => f.name === 'trusses.png')!.id;
    expect(JSON.parse(response.body)).toEqual([
      {
        id: a.clientUpdate.id,
        date: '2026-06-02',
        note: 'Roof trusses are up.',
        checklist: null,
        photos: [{ id: fileId, name: 'trusses.png' }],
        files: [{ name: 'trusses.png' }, { name: 'truss-plan.pdf' }],
      },
    ]);
    for (const text of NEVER_SHOWN) expect(response.body, text).not.toContain(text);

    const ranged = await portalGet(t, a.token, '/updates?from=2026-06-01&to=2026-06-30');
    expect(ranged.json<{ id: string }[]>().map((u) => u.id)).toEqual([a.clientUpdate.id]);
    const tooLong = await portalGet(t, a.token, '/updates?from=2020-01-01&to=2026-06-30');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toMatch(/^to: /);
  });

  it('serves photos of the project’s client-visible updates only, whatever id is swapped in', async () => {
    const own = a.clientUpdate.attachments.find((f) => f.name === 'trusses.png')!.id;
    const ownDocument = a.clientUpdate.attachments.find((f) => f.name === 'truss-plan.pdf')!.id;
    const internal = a.internalUpdate.attachments[0]!.id;
    const other = b.clientUpdate.attachments[0]!.id;

    const served = await portalGet(t, a.token, `/files/${own}`);
    expect(served.statusCode).toBe(200);
    // The screen rendition, never the original (decision 201).
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');

    for (const [label, fileId] of [
      ['internal update photo', internal],
      ['other project photo', other],
      ['document', ownDocument],
      ['unknown id', crypto.randomUUID()],
    ] as const) {
      const response = await portalGet(t, a.token, `/files/${fileId}`);
      expect(response.statusCode, label).toBe(404);
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    }
    // And the other way round: B's link never reaches A's photo.
    expect((await portalGet(t, b.token, `/files/${own}`)).statusCode).toBe(404);
    expect((await portalGet(t, b.token, `/files/${other}`)).statusCode).toBe(200);
  });

  it('keeps each link to its own project on every route', async () => {
    const bUpdates = await portalGet(t, b.token, '/updates');
    expect(bUpdates.json<{ id: string }[]>().map((u) => u.id)).toEqual([b.clientUpdate.id]);
    expect(bUpdates.body).not.toContain('Roof trusses');
    const bSummary = await portalGet(t, b.token);
    expect(bSummary.json()).toMatchObject({
      project: { name: 'Beta Barn', tasksCompleted: 1, tasksTotal: 1 },
    });
    expect(bSummary.body).not.toContain('Alpha');
  });

  it('answers the invoices only when the link shows them', async () => {
    const response = await portalGet(t, a.token, '/invoices');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This project page does not show invoices.' });
    const pdf = await portalGet(t, a.token, `/invoices/${crypto.randomUUID()}/pdf`);
    expect(pdf.statusCode).toBe(404);
  });

  it('stores a question as text, for the link’s own project', async () => {
    const message = '<img src=x onerror="alert(1)"> When is the <b>final</b> walk-through?';
    const asked = await askQuestion(t, a.token, {
      name: 'Alice',
      message,
      email: 'alice@example.com',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.headers['cache-control']).toBe('private, no-store');
    const list = await t.request(cookie, {
      method: 'GET',
      url: `/api/projects/${a.projectId}/questions`,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: 'Alice',
        message,
        email: 'alice@example.com',
        read: false,
        linkLabel: 'Alice',
      }),
    ]);
    const other = await t.request(cookie, {
      method: 'GET',
      url: `/api/projects/${b.projectId}/questions`,
    });
    expect(other.json()).toEqual([]);
  });

  it('refuses bad questions with a message a person can act on', async () => {
    const cases = [
      [{ name: '', message: 'Hi' }, /^name: /],
      [{ name: 'A', message: '' }, /^message: /],
      [
        { name: 'A', message: 'x'.repeat(2001) },
        /^message: Message must be at most 2000 characters/,
      ],
      [{ name: 'A', message: 'Hi', email: 'nope' }, /^email: /],
    ] as const;
    for (const [body, pattern] of cases) {
      const response = await askQuestion(t, a.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(pattern);
    }
    expect((await askQuestion(t, 'unknown', { name: 'A', message: 'Hi' })).statusCode).toBe(404);
  });
});

describe(`the portal page (${testDialect})`, () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    const webDir = path.join(t.dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sitebook</title>');
    web = await buildApp({ config: t.config, db: t.db, logger: false, webDir });
  });
  afterAll(() => web.close());

  it('is never stored or indexed, while other pages keep their caching', async () => {
    const page = await web.inject({ method: 'GET', url: `/p/${a.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const other = await web.inject({ method: 'GET', url: '/projects' });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });
});

describe(`portal invoices (${testDialect})`, () => {
  const c = { projectId: '', clientId: '', token: '', hiddenToken: '' };
  const d = { projectId: '', clientId: '', token: '' };
  const invoices: Record<string, string> = {};

  async function invoice(
    project: { projectId: string; clientId: string },
    items: { description: string; quantity: number; rate: number }[],
    extra: Record<string, unknown> = {},
  ) {
    const response = await t.request(cookie, {
      method: 'POST',
      url: '/api/invoices',
      payload: {
        clientId: project.clientId,
        projectId: project.projectId,
        date: '2026-06-10',
        items,
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; invoiceNumber: string }>();
  }

  beforeAll(async () => {
    c.clientId = (await seedClient(t.db, { name: 'Carla Money', email: 'carla@example.com' })).id;
    c.projectId = (await seedProject(t.db, { name: 'Cove Cottage', clientId: c.clientId })).id;
    d.clientId = (await seedClient(t.db, { name: 'Dmitri Else', email: 'd@example.com' })).id;
    d.projectId = (await seedProject(t.db, { name: 'Dune Shed', clientId: d.clientId })).id;
    invoices.issued = (await invoice(c, [{ description: 'Deposit', quantity: 1, rate: 1500 }])).id;
    invoices.draft = (
      await invoice(c, [{ description: 'Draft extras', quantity: 1, rate: 99 }], { state: 'draft' })
    ).id;
    invoices.other = (await invoice(d, [{ description: 'Other job', quantity: 2, rate: 10 }])).id;
    c.token = tokenOf((await createLink(t, cookie, c.projectId, { showInvoices: true })).url);
    c.hiddenToken = tokenOf((await createLink(t, cookie, c.projectId)).url);
    d.token = tokenOf((await createLink(t, cookie, d.projectId, { showInvoices: true })).url);
  });

  it('lists the project’s issued invoices in the public invoice shape, never drafts', async () => {
    const summary = await portalGet(t, c.token);
    expect(summary.json()).toMatchObject({ showInvoices: true });
    const response = await portalGet(t, c.token, '/invoices');
    expect(response.statusCode).toBe(200);
    const list = JSON.parse(response.body) as Record<string, unknown>[];
    expect(list).toEqual([
      {
        id: invoices.issued,
        invoiceNumber: expect.stringMatching(/\S/),
        date: '2026-06-10',
        amount: 150000,
        currency: expect.any(String),
        status: expect.stringMatching(/^(Due|Overdue)$/),
      },
    ]);
    for (const text of [
      'Carla',
      'carla@example.com',
      'Deposit',
      'Draft extras',
      'Other job',
      'clientId',
    ]) {
      expect(response.body, text).not.toContain(text);
    }
  });

  it('serves the PDF of its own invoices only, and counts only the client’s download as a view', async () => {
    const own = await portalGet(t, c.token, `/invoices/${invoices.issued}/pdf`, { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const viewedAt = async () =>
      (await t.request(cookie, { method: 'GET', url: `/api/invoices/${invoices.issued}` })).json<{
        viewedAt: string | null;
      }>().viewedAt;
    expect(await viewedAt()).toBeNull();
    expect((await portalGet(t, c.token, `/invoices/${invoices.issued}/pdf`)).statusCode).toBe(200);
    expect(await viewedAt()).toEqual(expect.any(String));

    for (const [label, token, id] of [
      ['a draft of its project', c.token, invoices.draft],
      ['another project’s invoice', c.token, invoices.other],
      ['its invoice through the other project’s link', d.token, invoices.issued],
      ['through a link that shows no invoices', c.hiddenToken, invoices.issued],
      ['an unknown id', c.token, crypto.randomUUID()],
    ] as const) {
      const response = await portalGet(t, token!, `/invoices/${id}/pdf`);
      expect(response.statusCode, label).toBe(404);
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    }
    const otherList = await portalGet(t, d.token, '/invoices');
    expect(otherList.json<{ id: string }[]>().map((i) => i.id)).toEqual([invoices.other]);
    expect((await portalGet(t, c.hiddenToken, '/invoices')).statusCode).toBe(404);
  });
});
