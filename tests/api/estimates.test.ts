import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Contract,
  Document,
  Financials,
  PublicDocument,
} from '../../src/core/schemas/estimate.js';
import type { InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import { PNG_BYTES } from './helpers/multipart.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';
import { createScheduler } from '../../src/server/features/schedules/index.js';

// Estimates and change orders the client approves online (issue 21, decisions 210-212):
// the document's life and refusals, revisions, the approval link (expiry, revocation,
// one decision), the evidence kept, the deposit invoice, and billing from the contract.

let t: TestApp;
let mail: MailCatcher;
let cookie: string;
let taxRateId: string;
afterEach(() => vi.useRealTimers());

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://crm.example.com/',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_FROM: 'sitebook@example.com',
    },
  });
  cookie = await t.signIn();
  await api('PUT', '/api/settings/business-profile', {
    name: 'Cedar Co',
    address: '',
    email: 'owner@cedar.example',
    phone: '',
  });
  taxRateId = (await api<{ id: string }>('POST', '/api/tax-rates', { name: 'GST', rate: 500 }, 201))
    .id;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function api<T = unknown>(method: string, url: string, payload?: object, status = 200) {
  const response = await t.request(cookie, {
    method: method as 'GET',
    url,
    ...(payload && { payload }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json<T>();
}

async function refused(method: string, url: string, payload: object | undefined, status: number) {
  const response = await t.request(cookie, {
    method: method as 'GET',
    url,
    ...(payload && { payload }),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ message: string }>().message;
}

const publicCall = (method: 'GET' | 'POST', token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/approve/${token}`,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Version/17.0 Mobile Safari/604.1' },
    remoteAddress: '203.0.113.77',
    ...(payload && { payload }),
  });

const tokenOf = (url: string) => /\/approve\/([A-Za-z0-9_-]{43})$/.exec(url)![1]!;

async function newProject(name: string) {
  const client = await seedClient(t.db, { name: `${name} Client`, email: 'client@example.com' });
  return (await seedProject(t.db, { name, clientId: client.id })).id;
}

const kitchen = (overrides: object = {}) => ({
  title: 'Kitchen remodel',
  intro: 'Thank you for the visit.\nHere is our estimate.',
  terms: 'Payment within 14 days.\nWork starts after the deposit.',
  sections: [
    {
      title: 'Cabinets',
      lines: [
        {
          description: 'Base cabinets',
          quantity: 1.5,
          unit: 'set',
          unitPrice: 199_999,
          taxRateIds: [],
        },
        { description: 'Install', quantity: 10, unit: 'h', unitPrice: 6_500 },
      ],
    },
    {
      title: 'Options',
      lines: [{ description: 'Soft-close hinges', quantity: 1, unitPrice: 25_000, optional: true }],
    },
  ],
  schedule: [{ label: 'Deposit', percent: 30, due: 'on_approval' }],
  ...overrides,
});

async function sendEstimate(id: string, kind = 'estimates') {
  const sent = await api<{ url: string; document: Document; emailedTo: string | null }>(
    'POST',
    `/api/${kind}/${id}/send`,
    { to: 'client@example.com', message: 'Please have a look.' },
  );
  return { ...sent, token: tokenOf(sent.url) };
}

describe(`estimates (${testDialect})`, () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await newProject('Maple Street');
  });

  it('creates a numbered draft with totals in cents, optional lines left out', async () => {
    const estimate = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    expect(estimate).toMatchObject({
      kind: 'estimate',
      number: expect.stringMatching(/^EST-\d{4}$/),
      revision: 1,
      state: 'draft',
      // 1.5 x 1999.99 = 2999.985 -> 299999 cents (half up), + 10 x 65.00
      subtotal: 299_999 + 65_000,
      taxTotal: 0,
      total: 364_999,
      optionalTotal: 25_000,
    });
    expect(estimate.sections[0]!.lines[0]).toMatchObject({ amount: 299_999, optional: false });
    expect(estimate.schedule[0]).toMatchObject({ amount: 109_500, due: 'on_approval' });
    expect(estimate.sections.flatMap((s) => s.lines).every((l) => l.id.length > 0)).toBe(true);
  });

  it('refuses bad input with a message a person can act on', async () => {
    const url = `/api/projects/${projectId}/estimates`;
    const line = (patch: object) =>
      kitchen({
        sections: [
          { title: 'A', lines: [{ description: 'X', quantity: 1, unitPrice: 1, ...patch }] },
        ],
      });
    expect(await refused('POST', url, line({ quantity: 1.005 }), 400)).toMatch(
      /at most 2 decimals/,
    );
    expect(await refused('POST', url, line({ unitPrice: 10.5 }), 400)).toMatch(/whole cents/);
    expect(
      await refused(
        'POST',
        url,
        line({ taxRateIds: ['00000000-0000-4000-8000-000000000000'] }),
        400,
      ),
    ).toMatch(/no tax rate/);
    expect(await refused('POST', url, line({ optional: true }), 400)).toMatch(/not be optional/);
    // Each line within its limits, together past 2^53 cents: refused, so no estimate is kept
    // that the lists could no longer show, and a draft cannot be edited past it either.
    const huge = { description: 'L', quantity: 100_000, unitPrice: 1_000_000_000 };
    const tooBig = kitchen({ sections: [{ title: 'A', lines: Array(91).fill(huge) }] });
    const before = (await api<Document[]>('GET', url)).length;
    expect(await refused('POST', url, tooBig, 400)).toMatch(/more than an estimate can hold/);
    const draft = await api<Document>('POST', url, kitchen(), 201);
    const halfway = { sections: [{ title: 'A', lines: Array(60).fill(huge) }] };
    expect(
      await refused(
        'PATCH',
        `/api/estimates/${draft.id}`,
        { sections: [halfway.sections[0], halfway.sections[0]] },
        400,
      ),
    ).toMatch(/more than an estimate can hold/);
    expect((await api<Document[]>('GET', url)).length).toBe(before + 1);
    expect((await api<Document>('GET', `/api/estimates/${draft.id}`)).total).toBeGreaterThan(0);
    expect(
      await refused(
        'POST',
        url,
        kitchen({ schedule: [{ label: 'D', percent: 10, amount: 5, due: 'on_approval' }] }),
        400,
      ),
    ).toMatch(/either a percent or an amount/);
    expect(
      await refused(
        'POST',
        `/api/projects/00000000-0000-4000-8000-000000000000/estimates`,
        kitchen(),
        404,
      ),
    ).toMatch(/not found/);
  });

  it('edits a draft; a sent estimate is frozen (409) and revised into rev 2, voiding rev 1', async () => {
    const draft = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const edited = await api<Document>('PATCH', `/api/estimates/${draft.id}`, {
      title: 'Kitchen remodel, v2',
      validUntil: '2099-12-31',
    });
    expect(edited).toMatchObject({ title: 'Kitchen remodel, v2', state: 'draft' });
    expect(await refused('POST', `/api/estimates/${draft.id}/revise`, undefined, 409)).toMatch(
      /edited directly/,
    );

    const sent = await sendEstimate(draft.id);
    expect(sent.url).toMatch(/^https:\/\/crm\.example\.com\/approve\/[A-Za-z0-9_-]{43}$/);
    expect(sent.document.state).toBe('sent');
    expect(await refused('PATCH', `/api/estimates/${draft.id}`, { title: 'Nope' }, 409)).toMatch(
      /frozen/,
    );

    const rev2 = await api<Document>('POST', `/api/estimates/${draft.id}/revise`, undefined, 201);
    expect(rev2).toMatchObject({ number: draft.number, revision: 2, state: 'draft' });
    expect(rev2.displayNumber).toBe(`${draft.number} rev 2`);
    const old = await api<Document>('GET', `/api/estimates/${draft.id}`);
    expect(old).toMatchObject({ state: 'void', replacedById: rev2.id });
    // The voided revision's link no longer opens anything.
    expect((await publicCall('GET', sent.token)).statusCode).toBe(404);
    expect(
      await refused('POST', `/api/estimates/${draft.id}/send`, { to: 'a@example.com' }, 409),
    ).toMatch(/void/);
    expect(await refused('POST', `/api/estimates/${draft.id}/revise`, undefined, 409)).toMatch(
      /replaced/,
    );

    // Numbers are never given twice.
    const next = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    expect(next.number).not.toBe(draft.number);
    const numbers = (await api<Document[]>('GET', `/api/projects/${projectId}/estimates`)).map(
      (d) => d.displayNumber,
    );
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('e-mails the link; sending again ends the earlier link; revoking ends it too', async () => {
    const draft = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const before = mail.messages.length;
    const first = await sendEstimate(draft.id);
    expect(first.emailedTo).toBe('client@example.com');
    const message = await mail.waitForMessage(before + 1);
    expect(message.to).toContain('client@example.com');
    expect(message.text).toContain(first.url);
    expect(message.text).toContain('Please have a look.');
    // Only the hash is stored.
    const stored = await t.db.selectFrom('estimate_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(first.token);

    const second = await sendEstimate(draft.id);
    expect((await publicCall('GET', first.token)).statusCode).toBe(404);
    expect((await publicCall('GET', second.token)).statusCode).toBe(200);
    await api('POST', `/api/estimates/${draft.id}/revoke-link`);
    const gone = await publicCall('GET', second.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toMatch(/not valid/);
    expect((await publicCall('GET', 'x'.repeat(43))).statusCode).toBe(404);
  });

  it('shows the client only the public shape, with the portal headers, and marks it viewed', async () => {
    const other = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen({ title: 'Secret other estimate' }),
      201,
    );
    const draft = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const { token } = await sendEstimate(draft.id);
    const response = await publicCall('GET', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json<PublicDocument>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'kind',
        'locale',
        'businessName',
        'projectName',
        'displayNumber',
        'title',
        'intro',
        'terms',
        'validUntil',
        'sections',
        'schedule',
        'subtotal',
        'taxTotal',
        'taxes',
        'total',
        'reason',
        'scheduleImpactDays',
        'status',
        'decision',
        'contentHash',
      ].sort(),
    );
    expect(body).toMatchObject({
      businessName: 'Cedar Co',
      projectName: 'Maple Street',
      status: 'open',
    });
    // No id but the lines' (to tick an optional one), nothing internal, no other document.
    for (const leak of [
      draft.id,
      projectId,
      other.id,
      'Secret other estimate',
      'client@example.com',
      'sentTo',
      'state',
    ]) {
      expect(response.body).not.toContain(leak);
    }
    const lineIds = draft.sections.flatMap((s) => s.lines.map((l) => l.id));
    const uuids =
      response.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
    expect(uuids.every((id) => lineIds.includes(id))).toBe(true);
    expect((await api<Document>('GET', `/api/estimates/${draft.id}`)).state).toBe('viewed');
  });

  it('records one decision with its evidence, creates the deposit invoice, and refuses a second', async () => {
    const draft = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen({
        sections: [
          {
            title: 'Work',
            lines: [
              { description: 'Framing', quantity: 2, unitPrice: 50_000, taxRateIds: [taxRateId] },
              { description: 'Skylight', quantity: 1, unitPrice: 30_000, optional: true },
            ],
          },
        ],
      }),
      201,
    );
    const skylight = draft.sections[0]!.lines[1]!.id;
    const { token } = await sendEstimate(draft.id);
    const shown = (await publicCall('GET', token)).json<PublicDocument>();
    // Each tax with its sum, and no id of the rate.
    expect(shown.taxes).toEqual([{ name: 'GST', rate: 500, amount: 5_000 }]);

    const bad = async (payload: object, pattern: RegExp) => {
      const response = await publicCall('POST', token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(pattern);
    };
    await bad({ decision: 'approve', name: 'Dana Client', agree: false }, /I agree/);
    await bad({ decision: 'approve', name: '', agree: true }, /Full name is required/);
    await bad({ decision: 'decline', name: 'Dana', agree: true }, /why you decline/);
    await bad(
      { decision: 'approve', name: 'Dana', agree: true, signature: 'data:text/html;base64,AAAA' },
      /PNG/,
    );
    await bad(
      {
        decision: 'approve',
        name: 'Dana',
        agree: true,
        selectedOptionalLineIds: [draft.sections[0]!.lines[0]!.id],
      },
      /only optional lines/,
    );
    const changed = await publicCall('POST', token, {
      decision: 'approve',
      name: 'Dana',
      agree: true,
      contentHash: 'f'.repeat(64),
    });
    expect(changed.statusCode).toBe(409);

    const mailsBefore = mail.messages.length;
    const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
    const approved = await publicCall('POST', token, {
      decision: 'approve',
      name: 'Dana Client',
      agree: true,
      signature,
      selectedOptionalLineIds: [skylight],
      contentHash: shown.contentHash,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ document: PublicDocument }>().document).toMatchObject({
      status: 'approved',
      decision: { name: 'Dana Client', selectedOptionalLineIds: [skylight] },
    });

    const estimate = await api<Document>('GET', `/api/estimates/${draft.id}`);
    // 2 x 500.00 + 5% tax, plus the chosen skylight.
    expect(estimate).toMatchObject({ state: 'approved', total: 105_000 + 30_000 });
    expect(estimate.approval).toMatchObject({
      decision: 'approve',
      name: 'Dana Client',
      contentHash: shown.contentHash,
      network: '203.0.113.0/24',
      userAgent: 'Safari on iPhone',
      hasSignature: true,
      selectedOptionalLineIds: [skylight],
    });
    // The deposit: 30% of 1350.00, a draft invoice of the invoices feature.
    const deposit = await api<InvoiceRecordWire>(
      'GET',
      `/api/invoices/${estimate.depositInvoiceId}`,
    );
    expect(deposit).toMatchObject({
      state: 'draft',
      kind: 'deposit',
      estimateId: draft.id,
      amount: 40_500,
    });

    // The business hears of it.
    const told = await mail.waitForMessage(mailsBefore + 1);
    expect(told.to).toContain('owner@cedar.example');
    expect(told.subject).toMatch(/approved by Dana Client/);

    // A decision cannot be changed.
    const again = await publicCall('POST', token, {
      decision: 'decline',
      name: 'Dana',
      agree: true,
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already approved/);
    expect(await refused('POST', `/api/estimates/${draft.id}/revise`, undefined, 409)).toMatch(
      /change order/,
    );
    // The page still shows the decided document.
    expect((await publicCall('GET', token)).json<PublicDocument>().status).toBe('approved');

    // The signed PDF carries the signature block and the audit line.
    const pdf = await t.request(cookie, { method: 'GET', url: `/api/estimates/${draft.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'estimate-pdf-')), 'e.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString();
    expect(text).toContain('Signed by Dana Client');
    // Each tax on its own line with its sum (pdftotext reads the labels' column first).
    expect(text).toMatch(/Subtotal\s+GST \(5%\)\s+Options chosen[\s\S]+\$50\.00/);
    expect(text).toContain(shown.contentHash.slice(0, 32));
    expect(text).toContain('203.0.113.0/24');
    // The schedule with its amount: 30% of the approved $1,350.00.
    expect(text).toMatch(/Deposit: 30% on approval · \$405\.00/);
  });

  it('records a decline with its reason; nothing is invoiced', async () => {
    const draft = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const { token } = await sendEstimate(draft.id);
    const mailsBefore = mail.messages.length;
    const declined = await publicCall('POST', token, {
      decision: 'decline',
      name: 'Dana Client',
      agree: true,
      reason: 'Too expensive',
    });
    expect(declined.statusCode).toBe(200);
    const estimate = await api<Document>('GET', `/api/estimates/${draft.id}`);
    expect(estimate).toMatchObject({ state: 'declined', depositInvoiceId: null });
    expect(estimate.approval).toMatchObject({
      decision: 'decline',
      reason: 'Too expensive',
      hasSignature: false,
    });
    // The business hears of it, with the reason.
    const told = await mail.waitForMessage(mailsBefore + 1);
    expect(told.to).toContain('owner@cedar.example');
    expect(told.subject).toMatch(/declined by Dana Client/);
    expect(told.text).toContain('Too expensive');
    // A declined estimate can be revised and sent again.
    await api('POST', `/api/estimates/${draft.id}/revise`, undefined, 201);
  });

  it('a link expires after 30 days (410), and so does an estimate past its valid-until date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const draft = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const { token } = await sendEstimate(draft.id);
    vi.setSystemTime(new Date('2026-03-31T11:59:00Z'));
    expect((await publicCall('GET', token)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-03-31T12:01:00Z'));
    const expired = await publicCall('GET', token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toMatch(/expired/);
    const late = await publicCall('POST', token, {
      decision: 'approve',
      name: 'Dana',
      agree: true,
    });
    expect(late.statusCode).toBe(410);

    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const dated = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen({ validUntil: '2026-03-05' }),
      201,
    );
    const second = await sendEstimate(dated.id);
    // The answer says so too: the link ends with the valid-until day, not 30 days on.
    const ends = Date.parse((second as unknown as { expiresAt: string }).expiresAt);
    expect(ends).toBeGreaterThan(Date.parse('2026-03-05T00:00:00Z'));
    expect(ends).toBeLessThan(Date.parse('2026-03-07T00:00:00Z'));
    vi.setSystemTime(new Date('2026-03-07T12:00:00Z'));
    expect((await publicCall('GET', second.token)).statusCode).toBe(410);
    expect((await api<Document>('GET', `/api/estimates/${dated.id}`)).state).toBe('expired');

    // A change order expires after its approval deadline, unanswered.
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const co = await api<Document>(
      'POST',
      `/api/projects/${projectId}/change-orders`,
      {
        title: 'Extra outlet',
        reason: 'Asked on site',
        amount: 9_000,
        approvalDeadline: '2026-03-05',
      },
      201,
    );
    const coLink = await sendEstimate(co.id, 'change-orders');
    vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
    expect((await publicCall('GET', coLink.token)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-03-07T12:00:00Z'));
    expect((await publicCall('GET', coLink.token)).statusCode).toBe(410);
    const late2 = await publicCall('POST', coLink.token, {
      decision: 'approve',
      name: 'Dana',
      agree: true,
    });
    expect(late2.statusCode).toBe(410);
    const orders = await api<Document[]>('GET', `/api/projects/${projectId}/change-orders`);
    expect(orders.find((o) => o.id === co.id)?.state).toBe('expired');
  });

  it('never gives a number twice, also after its project (and estimates) were deleted', async () => {
    const doomed = await newProject('Doomed');
    const estimate = await api<Document>(
      'POST',
      `/api/projects/${doomed}/estimates`,
      kitchen(),
      201,
    );
    const co = await api<Document>(
      'POST',
      `/api/projects/${doomed}/change-orders`,
      { title: 'X', reason: 'Y', amount: 100 },
      201,
    );
    await api('DELETE', `/api/projects/${doomed}`);
    const next = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const nextCo = await api<Document>(
      'POST',
      `/api/projects/${projectId}/change-orders`,
      { title: 'X', reason: 'Y', amount: 100 },
      201,
    );
    const n = (number: string) => Number(number.slice(number.indexOf('-') + 1));
    expect(n(next.number)).toBe(n(estimate.number) + 1);
    expect(n(nextCo.number)).toBe(n(co.number) + 1);
  });

  it('the content hash changes when any line changes', async () => {
    const base = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen(),
      201,
    );
    const { token } = await sendEstimate(base.id);
    const hashNow = async () => (await publicCall('GET', token)).json<PublicDocument>().contentHash;
    const first = await hashNow();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashNow()).toBe(first);
    const stored = await t.db
      .selectFrom('estimates')
      .select('sections')
      .where('id', '=', base.id)
      .executeTakeFirstOrThrow();
    // The same document with one field of one line changed: each hash is new.
    const seen = new Set([first]);
    for (const change of [
      { quantity: 2 },
      { unitPrice: 199_998 },
      { description: 'Base cabinets!' },
      { unit: 'pcs' },
      { optional: true },
      { taxRateIds: [taxRateId] },
    ]) {
      const sections = JSON.parse(stored.sections) as { lines: object[] }[];
      sections[0]!.lines[0] = { ...sections[0]!.lines[0], ...change };
      await t.db
        .updateTable('estimates')
        .set({ sections: JSON.stringify(sections) })
        .where('id', '=', base.id)
        .execute();
      const hash = await hashNow();
      expect(seen.has(hash), JSON.stringify(change)).toBe(false);
      seen.add(hash);
    }
    await t.db
      .updateTable('estimates')
      .set({ sections: stored.sections })
      .where('id', '=', base.id)
      .execute();
    expect(await hashNow()).toBe(first);
  });
});

describe(`change orders and billing from the contract (${testDialect})`, () => {
  it('bills deposit, progress with retainage and the final invoice to exactly the contract value', async () => {
    const projectId = await newProject('Oak Lane');
    const estimate = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen({
        sections: [
          {
            title: 'Work',
            lines: [
              {
                description: 'Foundation',
                quantity: 1,
                unitPrice: 1_000_001,
                taxRateIds: [taxRateId],
              },
              { description: 'Roof', quantity: 3.33, unitPrice: 33_333 },
            ],
          },
        ],
        schedule: [{ label: 'Deposit', percent: 20, due: 'on_approval' }],
      }),
      201,
    );
    const { token } = await sendEstimate(estimate.id);
    expect(
      (await publicCall('POST', token, { decision: 'approve', name: 'Pat', agree: true }))
        .statusCode,
    ).toBe(200);

    const co = await api<Document>(
      'POST',
      `/api/projects/${projectId}/change-orders`,
      {
        title: 'Smaller deck',
        reason: 'Client asked\nfor less',
        amount: -12_345,
        scheduleImpactDays: -2,
        approvalDeadline: '2099-01-01',
      },
      201,
    );
    expect(co).toMatchObject({
      kind: 'change_order',
      number: expect.stringMatching(/^CO-\d{4}$/),
      total: -12_345,
    });
    // Each send route takes its own kind only.
    const to = { to: 'client@example.com' };
    expect(await refused('POST', `/api/estimates/${co.id}/send`, to, 404)).toMatch(/Estimate/);
    expect(await refused('POST', `/api/change-orders/${estimate.id}/send`, to, 404)).toMatch(
      /Change order/,
    );
    const coLink = await sendEstimate(co.id, 'change-orders');
    const coShown = (await publicCall('GET', coLink.token)).json<PublicDocument>();
    expect(coShown).toMatchObject({
      kind: 'change_order',
      total: -12_345,
      reason: 'Client asked\nfor less',
      scheduleImpactDays: -2,
    });
    expect(
      (await publicCall('POST', coLink.token, { decision: 'approve', name: 'Pat', agree: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api<Document[]>('GET', `/api/projects/${projectId}/change-orders`))[0]!.state,
    ).toBe('approved');

    const approved = await api<Document>('GET', `/api/estimates/${estimate.id}`);
    const contractValue = approved.total - 12_345;
    const financials = await api<Financials>('GET', `/api/projects/${projectId}/financials`);
    expect(financials).toMatchObject({ contractValue, retainageHeld: 0, invoiced: 0, paid: 0 });
    expect(financials.remainingToBill).toBe(contractValue - Math.round(approved.total * 0.2));

    const contract = await api<Contract>('GET', `/api/projects/${projectId}/contract`);
    expect(contract.lines).toHaveLength(3);
    const [foundation, roof, change] = contract.lines.map((line) => line.lineId) as [
      string,
      string,
      string,
    ];
    expect(change).toBe(co.id);

    const url = `/api/projects/${projectId}/progress-invoices`;
    // Each percent's message follows its own field's name.
    expect(await refused('POST', url, { lines: [], retainagePercent: 'x' }, 400)).toBe(
      'retainagePercent: must be a number',
    );
    expect(
      await refused('POST', url, { lines: [{ lineId: roof, percentComplete: 101 }] }, 400),
    ).toBe('lines.0.percentComplete: must be at most 100');
    const first = await api<InvoiceRecordWire>(
      'POST',
      url,
      {
        lines: [
          { lineId: foundation, percentComplete: 33.33 },
          { lineId: roof, percentComplete: 50 },
        ],
        retainagePercent: 10,
      },
      201,
    );
    expect(first).toMatchObject({ state: 'draft', kind: 'progress', estimateId: estimate.id });
    const held = (await api<Financials>('GET', `/api/projects/${projectId}/financials`))
      .retainageHeld;
    expect(held).toBeGreaterThan(0);

    expect(
      await refused('POST', url, { lines: [{ lineId: foundation, percentComplete: 10 }] }, 409),
    ).toMatch(/cannot go below/);
    expect(
      await refused('POST', url, { lines: [{ lineId: 'nope', percentComplete: 10 }] }, 400),
    ).toMatch(/not a line/);
    expect(
      await refused('POST', url, { lines: [{ lineId: roof, percentComplete: 101 }] }, 400),
    ).toMatch(/at most 100/);

    await api(
      'POST',
      url,
      {
        lines: [
          { lineId: foundation, percentComplete: 66.67 },
          { lineId: change, percentComplete: 100 },
        ],
        retainagePercent: 10,
      },
      201,
    );
    const final = await api<InvoiceRecordWire>('POST', url, { final: true }, 201);
    expect(final.kind).toBe('final');
    expect(await refused('POST', url, { final: true }, 409)).toMatch(
      /final invoice was already made/,
    );

    const invoices = await api<InvoiceRecordWire[]>('GET', `/api/invoices?projectId=${projectId}`);
    const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
    expect(total).toBe(contractValue);
    expect(invoices.map((i) => i.kind).sort()).toEqual([
      'deposit',
      'final',
      'progress',
      'progress',
    ]);
    expect(await api<Financials>('GET', `/api/projects/${projectId}/financials`)).toMatchObject({
      contractValue,
      remainingToBill: 0,
      retainageHeld: 0,
    });
  });

  it('invoices each dated milestone once when it falls due, as a draft; the invoices add up', async () => {
    const projectId = await newProject('Birch Road');
    const estimate = await api<Document>(
      'POST',
      `/api/projects/${projectId}/estimates`,
      kitchen({
        sections: [
          { title: 'Work', lines: [{ description: 'Addition', quantity: 1, unitPrice: 100_000 }] },
        ],
        schedule: [
          { label: 'Deposit', percent: 10, due: 'on_approval' },
          { label: 'Framing done', percent: 40, due: 'date', date: '2030-02-01' },
          { label: 'Roof on', amount: 20_000, due: 'date', date: '2030-03-01' },
        ],
      }),
      201,
    );
    const { token } = await sendEstimate(estimate.id);
    expect(
      (await publicCall('POST', token, { decision: 'approve', name: 'Pat', agree: true }))
        .statusCode,
    ).toBe(200);
    const invoices = () => api<InvoiceRecordWire[]>('GET', `/api/invoices?projectId=${projectId}`);
    expect((await invoices()).map((i) => [i.kind, i.amount])).toEqual([['deposit', 10_000]]);

    const scheduler = createScheduler({ db: t.db, config: t.config });
    const second = createScheduler({ db: t.db, config: t.config });
    expect((await scheduler.tick(new Date('2030-01-31T12:00:00Z'))).milestoneInvoices).toBe(0);
    const due = await Promise.all([
      scheduler.tick(new Date('2030-02-01T12:00:00Z')),
      second.tick(new Date('2030-02-01T12:00:00Z')),
    ]);
    expect(due.map((report) => report.milestoneInvoices ?? 0).sort()).toEqual([0, 1]);
    const framing = (await invoices()).find((i) => i.kind === 'progress')!;
    expect(framing).toMatchObject({ state: 'draft', estimateId: estimate.id, amount: 40_000 });
    expect(framing.items).toContain('Framing done');
    expect((await scheduler.tick(new Date('2030-02-20T12:00:00Z'))).milestoneInvoices).toBe(0);

    expect((await scheduler.tick(new Date('2030-03-01T12:00:00Z'))).milestoneInvoices).toBe(1);
    const roof = (await invoices()).find((i) => i.kind === 'progress' && i.id !== framing.id)!;
    expect(roof.amount).toBe(20_000);
    // The owner deletes the roof draft: it is not made again.
    await api('DELETE', `/api/invoices/${roof.id}`);
    expect((await scheduler.tick(new Date('2030-03-02T12:00:00Z'))).milestoneInvoices).toBe(0);

    // Milestones are credited with the deposit on the final invoice.
    const final = await api<InvoiceRecordWire>(
      'POST',
      `/api/projects/${projectId}/progress-invoices`,
      { final: true },
      201,
    );
    expect(final.amount).toBe(100_000 - 10_000 - 40_000);
    expect(final.items).toContain('Less deposit and scheduled payments received');
    const all = await invoices();
    expect(all.reduce((sum, invoice) => sum + invoice.amount, 0)).toBe(100_000);
    expect(await api<Financials>('GET', `/api/projects/${projectId}/financials`)).toMatchObject({
      contractValue: 100_000,
      remainingToBill: 0,
    });
  });

  it('has nothing to bill before an approval (409)', async () => {
    const projectId = await newProject('Empty Lot');
    expect(
      await refused('POST', `/api/projects/${projectId}/progress-invoices`, { lines: [] }, 409),
    ).toMatch(/no approved estimate/);
    expect(
      await refused(
        'POST',
        `/api/projects/${projectId}/change-orders`,
        { title: 'X', reason: 'Y', amount: 1.5 },
        400,
      ),
    ).toMatch(/whole cents/);
  });
});
