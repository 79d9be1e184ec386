import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceDetailWire, InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import type { MailLogPage } from '../../src/core/schemas/schedule.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { snapshotTables } from './helpers/fuzz-snapshot.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// "Send invoice" (decision 170): HTML and text with the PDF attached, through the SMTP
// server in Settings (a real one on 127.0.0.1, smtp-server), logged in the sent-mail log.

const run = promisify(execFile);
let smtp: MailCatcher;
let t: TestApp;
let cookie: string;
let clientId: string;
let projectId: string;
let today: string;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp();
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Dvořák & Sons', email: 'ap@dvorak.example' })).id;
  projectId = (await seedProject(t.db, { name: 'Barn Roof', clientId })).id;
  today = await ownerToday(t.db);
  await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/business-profile',
    payload: {
      name: 'Keller Roofing',
      address: '1 Mill Rd',
      email: 'office@keller.example',
      phone: '555',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const useSmtp = (port: number) =>
  t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/mail',
    payload: {
      host: '127.0.0.1',
      port,
      secure: false,
      username: '',
      from: 'office@keller.example',
    },
  });

beforeEach(async () => {
  smtp.messages.length = 0;
  expect((await useSmtp(smtp.port)).statusCode).toBe(200);
});

async function createInvoice(extra: Record<string, unknown> = {}): Promise<InvoiceRecordWire> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId,
      projectId,
      date: today,
      items: [{ description: 'Standing seam roof', quantity: 1, rate: 4200 }],
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceRecordWire>();
}

const send = (id: string, payload: Record<string, unknown>) =>
  t.request(cookie, { method: 'POST', url: `/api/invoices/${id}/send`, payload });

/** The attachment of that type in a raw message: its headers and decoded bytes. */
function attachment(raw: string, type: string) {
  const start = raw.indexOf(`Content-Type: ${type}`);
  expect(start, `no ${type} part`).toBeGreaterThan(-1);
  const bodyStart = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, bodyStart).replace(/\r\n[ \t]+/g, ' ');
  const bodyEnd = raw.indexOf('\r\n--', bodyStart);
  expect(headers).toMatch(/Content-Transfer-Encoding: base64/i);
  return {
    headers,
    bytes: Buffer.from(raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64'),
  };
}

describe('sending an invoice', () => {
  it('issues a draft, e-mails HTML + text with the PDF attached, and logs it', async () => {
    const draft = await createInvoice({ state: 'draft' });
    const response = await send(draft.id, {
      to: ' ap@dvorak.example ',
      message: 'Thanks for the <b>quick</b> decision.\nSee you in spring.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { invoice, message } = response.json<{ invoice: InvoiceRecordWire; message: string }>();
    expect(invoice.state).toBe('issued');
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{3,}$/);
    expect(invoice.sentAt).not.toBeNull();
    expect(message).toBe(`Invoice ${invoice.invoiceNumber} sent to ap@dvorak.example`);

    const mail = await smtp.waitForMessage(1);
    expect(mail.to).toEqual(['ap@dvorak.example']);
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Keller Roofing`);
    expect(mail.text).toContain('Thanks for the <b>quick</b> decision.\nSee you in spring.');
    expect(mail.text).toContain(
      `Please find invoice ${invoice.invoiceNumber} for $4,200.00 attached.`,
    );
    expect(mail.text).toContain('Balance due: $4,200.00');
    expect(mail.html).toContain(
      'Thanks for the &lt;b&gt;quick&lt;/b&gt; decision.<br>See you in spring.',
    );
    expect(mail.html).not.toContain('<b>quick</b>');

    const pdf = attachment(mail.raw, 'application/pdf');
    expect(pdf.headers).toContain(`filename=invoice-${invoice.invoiceNumber}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-mail-'));
    try {
      const file = path.join(dir, 'attached.pdf');
      fs.writeFileSync(file, pdf.bytes);
      const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain('Dvořák & Sons');
      expect(text).toContain('$4,200.00');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const detail = (
      await t.request(cookie, { method: 'GET', url: `/api/invoices/${draft.id}` })
    ).json<InvoiceDetailWire>();
    expect(detail.events.map((e) => [e.kind, e.detail])).toEqual([
      ['created', null],
      ['issued', null],
      ['sent', 'ap@dvorak.example'],
    ]);
    const log = (
      await t.request(cookie, { method: 'GET', url: '/api/mail-log' })
    ).json<MailLogPage>();
    expect(log.entries[0]).toMatchObject({
      recipient: 'ap@dvorak.example',
      subject: `Invoice ${invoice.invoiceNumber} from Keller Roofing`,
      result: 'sent',
      projectId,
      project: 'Barn Roof',
    });
  });

  it('sends an issued invoice with its own subject, keeping its number', async () => {
    const invoice = await createInvoice();
    const response = await send(invoice.id, { to: 'other@dvorak.example', subject: 'Your roof' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ invoice: InvoiceRecordWire }>().invoice.invoiceNumber).toBe(
      invoice.invoiceNumber,
    );
    const mail = await smtp.waitForMessage(1);
    expect(mail.subject).toBe('Your roof');
    expect(mail.to).toEqual(['other@dvorak.example']);
  });

  it('refuses a bad recipient and a void invoice, sending nothing', async () => {
    const invoice = await createInvoice();
    const bad = await send(invoice.id, { to: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^to: /);
    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      payload: { state: 'void' },
    });
    const voided = await send(invoice.id, { to: 'ap@dvorak.example' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe('A void invoice cannot be sent.');
    expect((await send(crypto.randomUUID(), { to: 'ap@dvorak.example' })).statusCode).toBe(404);
    expect(smtp.messages).toHaveLength(0);
  });

  it('answers 503 when e-mail is not set up, changing nothing (a draft stays a draft)', async () => {
    await t.request(cookie, { method: 'DELETE', url: '/api/settings/mail' });
    const draft = await createInvoice({ state: 'draft' });
    const before = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', draft.id)
      .execute();
    const response = await send(draft.id, { to: 'ap@dvorak.example' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/E-mail is not set up/);
    expect(
      await t.db.selectFrom('invoices').selectAll().where('id', '=', draft.id).execute(),
    ).toEqual(before);
  });

  it('answers 502 when the mail server is unreachable, and logs the failure', async () => {
    await useSmtp(9); // nothing listens on the discard port here
    const invoice = await createInvoice();
    const response = await send(invoice.id, { to: 'ap@dvorak.example' });
    expect(response.statusCode).toBe(502);
    const log = (
      await t.request(cookie, { method: 'GET', url: '/api/mail-log' })
    ).json<MailLogPage>();
    expect(log.entries[0]).toMatchObject({ recipient: 'ap@dvorak.example', result: 'failed' });
    expect(log.entries[0]!.error).toMatch(/mail server/i);
    const after = (
      await t.request(cookie, { method: 'GET', url: `/api/invoices/${invoice.id}` })
    ).json<InvoiceRecordWire>();
    expect(after.sentAt).toBeNull();
  });
});

describe('the client portal link in the e-mail (decision 172)', () => {
  let portalClientId: string;
  let portalProjectId: string;
  beforeAll(async () => {
    portalClientId = (await seedClient(t.db, { name: 'Hana Mori', email: 'hana@mori.example' })).id;
    portalProjectId = (await seedProject(t.db, { name: 'Tea House', clientId: portalClientId })).id;
  });

  /** A link of the Tea House project; the e-mail announcing it is left out of the count. */
  async function linkFor(body: Record<string, unknown>) {
    const link = await createLink(t, cookie, portalProjectId, body);
    if (link.emailedTo) await smtp.waitForMessage(1);
    smtp.messages.length = 0;
    return link;
  }
  const teaHouseInvoice = () =>
    createInvoice({ clientId: portalClientId, projectId: portalProjectId });
  const portalUrls = (text: string) =>
    text.match(/https?:\/\/[^\s/"]+\/p\/[A-Za-z0-9_-]{43}/g) ?? [];
  const stateOf = async (id: string) =>
    (
      await t.request(cookie, { method: 'GET', url: `/api/invoices/${id}` })
    ).json<InvoiceDetailWire>();

  it('links the recipient’s portal page when their link shows invoices; the client’s download marks it viewed', async () => {
    const link = await linkFor({ contactEmail: 'Hana@Mori.example', showInvoices: true });
    const invoice = await teaHouseInvoice();
    const response = await send(invoice.id, { to: 'hana@mori.example' });
    expect(response.statusCode, response.body).toBe(200);

    const mail = await smtp.waitForMessage(1);
    const urls = portalUrls(mail.text);
    expect(urls).toHaveLength(1);
    expect(mail.text).toContain(`View it online: ${urls[0]}`);
    expect(mail.html).toContain(`href="${urls[0]}"`);
    // A fresh URL of the same link, stored as a hash only.
    const emailed = tokenOf(urls[0]!);
    expect(emailed).not.toBe(tokenOf(link.url));
    expect(await snapshotTables(t.db)).not.toContain(emailed);

    const pdf = `/invoices/${invoice.id}/pdf`;
    // The business previewing it through the portal (signed in) is not the client.
    const preview = await portalGet(t, emailed, pdf, { cookie });
    expect(preview.statusCode).toBe(200);
    expect((await stateOf(invoice.id)).state).toBe('issued');

    const opened = await portalGet(t, emailed, pdf);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const viewed = await stateOf(invoice.id);
    expect(viewed.state).toBe('viewed');
    expect(viewed.viewedAt).not.toBeNull();
    expect(viewed.events.map((e) => e.kind)).toContain('viewed');
  });

  it('carries no link when the link hides invoices, is revoked, or is another contact’s', async () => {
    // Revoke whatever the earlier test made, so only the links made here count.
    await t.db
      .updateTable('portal_links')
      .set({ revoked_at: new Date().toISOString() })
      .where('project_id', '=', portalProjectId)
      .execute();
    const sendsLink = async (to: string) => {
      smtp.messages.length = 0;
      const invoice = await teaHouseInvoice();
      const response = await send(invoice.id, { to });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      return portalUrls(mail.text).length + portalUrls(mail.html).length > 0;
    };

    await linkFor({ contactEmail: 'hana@mori.example', showInvoices: false });
    expect(await sendsLink('hana@mori.example')).toBe(false);

    const shown = await linkFor({ contactEmail: 'hana@mori.example', showInvoices: true });
    expect(await sendsLink('other@mori.example')).toBe(false);
    expect(await sendsLink('hana@mori.example')).toBe(true);

    const revoked = await t.request(cookie, {
      method: 'DELETE',
      url: `/api/portal-links/${shown.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(await sendsLink('hana@mori.example')).toBe(false);
  });
});
