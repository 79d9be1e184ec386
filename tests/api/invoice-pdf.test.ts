import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import type { TaxRate } from '../../src/core/schemas/tax-rate.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Decision 171: the invoice PDF is built on the server. Each test renders it through the
// API, then reads it back with poppler-utils (pdftotext, pdffonts, pdftoppm: installed
// by .ci/run) as a person's viewer would: the text, the embedded font, and the pixels.

const run = promisify(execFile);
let t: TestApp;
let cookie: string;
let dir: string;
let clientId: string;
let projectId: string;
let gst: TaxRate;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-pdf-'));
  today = await ownerToday(t.db);
  const profile = await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/business-profile',
    payload: {
      name: 'Łódź Dvořák Øresund Bygg',
      address: 'Żółkiewskiego 7\nŠtúrova 12, Košice',
      email: 'office@bygg.example',
      phone: '+48 555 0143',
    },
  });
  expect(profile.statusCode).toBe(200);
  clientId = (await seedClient(t.db, { name: 'Zoë Ångström-Şahin', email: 'zoe@client.example' }))
    .id;
  projectId = (await seedProject(t.db, { name: 'Dvořákova Loft', clientId })).id;
  gst = (
    await t.request(cookie, {
      method: 'POST',
      url: '/api/tax-rates',
      payload: { name: 'GST', rate: 500 },
    })
  ).json<TaxRate>();
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function createInvoice(items: unknown[]): Promise<InvoiceRecordWire> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: { clientId, projectId, date: today, items },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceRecordWire>();
}

const twoLines = () => [
  { description: 'Łazienka: płytki i fugowanie', quantity: 2, rate: 450.5, taxRateIds: [gst.id] },
  { description: 'Site visit', quantity: 1, rate: 80 },
];

/** Downloads the PDF and saves it; the file's path. */
async function downloadPdf(id: string, name: string): Promise<string> {
  const response = await t.request(cookie, { method: 'GET', url: `/api/invoices/${id}/pdf` });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('no-store');
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
}

const pdfText = async (file: string) =>
  (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;

/** Share of pixels darker than light grey on the first page, rendered in greyscale. */
async function inkOnFirstPage(file: string): Promise<number> {
  const prefix = path.join(dir, path.basename(file, '.pdf'));
  await run('pdftoppm', ['-r', '30', '-gray', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  const image = fs.readFileSync(`${prefix}.pgm`);
  // Binary PGM: "P5\n<width> <height>\n<max>\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 50).toString('latin1'));
  expect(header).not.toBeNull();
  const [, width, height] = header!.map(Number) as [number, number, number];
  const pixels = image.subarray(image.length - width * height);
  expect(width).toBeGreaterThan(200);
  let dark = 0;
  for (const value of pixels) if (value < 200) dark += 1;
  return dark / pixels.length;
}

describe('the invoice PDF', () => {
  it('renders the issuer, bill-to, lines with taxes, totals, due date and balance, in Latin Extended', async () => {
    const invoice = await createInvoice(twoLines());
    const response = await t.request(cookie, {
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
    });
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`,
    );
    const file = await downloadPdf(invoice.id, 'issued');
    const text = await pdfText(file);
    for (const expected of [
      'INVOICE',
      'Łódź Dvořák Øresund Bygg',
      'Żółkiewskiego 7',
      'Štúrova 12, Košice',
      'Zoë Ångström-Şahin',
      'zoe@client.example',
      'Dvořákova Loft',
      invoice.invoiceNumber,
      'Łazienka: płytki i fugowanie',
      'GST 5%',
      'Subtotal',
      '$981.00',
      'GST (5%)',
      '$45.05',
      'Total',
      '$1,026.05',
      'Balance due',
      'Due date',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/PAID|VOID/);
    expect(text).toMatch(/Status\s+Pending\n/);
    // The font travels inside the file: nothing is fetched to show it.
    const fonts = (await run('pdffonts', [file])).stdout;
    expect(fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
    expect(fonts).not.toMatch(/\sno\s+no\s+no\s/);
    expect(await inkOnFirstPage(file)).toBeGreaterThan(0.01);
  });

  it('shows a discount or credit line as a negative amount, subtracted from the total', async () => {
    const invoice = await createInvoice([
      ...twoLines(),
      { description: 'Loyalty discount', quantity: 1, rate: 81, kind: 'credit' },
    ]);
    expect(invoice.amount).toBe(102_605 - 8_100);
    const text = await pdfText(await downloadPdf(invoice.id, 'credit'));
    expect(text).toMatch(/Loyalty discount\s+1\s+-\$81\.00\s+Credit\s+-\$81\.00/);
    expect(text).toContain('$900.00'); // subtotal: 981.00 - 81.00
    expect(text).toContain('$945.05'); // total: 900.00 + GST 45.05
  });

  it('shows payments received, the balance due and a PAID stamp once paid', async () => {
    const invoice = await createInvoice(twoLines());
    const paid = await t.request(cookie, {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      payload: { amount: 26_05, date: today, method: 'check', reference: '#1042' },
    });
    expect(paid.statusCode).toBe(201);
    const partial = await pdfText(await downloadPdf(invoice.id, 'partial'));
    expect(partial).toContain('Check #1042');
    expect(partial).toContain('-$26.05');
    expect(partial).toMatch(/Balance due\s+\$1,000\.00/);
    expect(partial).not.toContain('PAID');
    // One status line (issue 18): the spec's Pending, qualified, not a second "State" row.
    expect(partial).toMatch(/Status\s+Pending \(partially paid\)/);
    expect(partial).not.toMatch(/State\s+Partially paid/);

    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      payload: { status: 'Paid' },
    });
    const text = await pdfText(await downloadPdf(invoice.id, 'paid'));
    expect(text).toContain('PAID');
    expect(text).toMatch(/Balance due\s+\$0\.00/);
    expect(text).toMatch(/Payments received\s+\$1,026\.05/);
  });

  it('stamps a void invoice VOID and a draft DRAFT', async () => {
    const invoice = await createInvoice(twoLines());
    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      payload: { state: 'void' },
    });
    expect(await pdfText(await downloadPdf(invoice.id, 'void'))).toContain('VOID');
    const draft = await t.request(cookie, {
      method: 'POST',
      url: '/api/invoices',
      payload: { clientId, projectId, date: today, items: twoLines(), state: 'draft' },
    });
    const draftId = draft.json<InvoiceRecordWire>().id;
    const response = await t.request(cookie, {
      method: 'GET',
      url: `/api/invoices/${draftId}/pdf?inline=true`,
    });
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="invoice-draft-/);
    expect(await pdfText(await downloadPdf(draftId, 'draft'))).toContain('DRAFT');
  });

  it('runs a long invoice over pages, repeating the table header, with every line', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      description: `Line ${i + 1}: ${'Øresund bridge inspection, span and bearing check. '.repeat(i % 3 === 0 ? 2 : 1)}`,
      quantity: 1 + (i % 4),
      rate: 12.5,
    }));
    const invoice = await createInvoice(items);
    const file = await downloadPdf(invoice.id, 'long');
    const info = (await run('pdfinfo', [file])).stdout;
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = await pdfText(file);
    expect(text).toContain('Line 1:');
    expect(text).toContain('Line 100:');
    expect(text.match(/Description\s+Qty\s+Rate\s+Tax\s+Amount/g)?.length).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('holds hostile text as text, with no JavaScript, launch or open action', async () => {
    const breakOut = ') /JS (app.alert(1)) (';
    const script = '<script>alert(1)</script>';
    const invoice = await createInvoice([
      { description: breakOut, quantity: 1, rate: 1 },
      { description: script, quantity: 1, rate: 1 },
    ]);
    const file = await downloadPdf(invoice.id, 'hostile');
    const bytes = fs.readFileSync(file).toString('latin1');
    for (const action of ['/JavaScript', '/JS', '/Launch', '/OpenAction', '/AA', '/URI']) {
      expect(bytes, action).not.toContain(action);
    }
    const text = await pdfText(file);
    expect(text).toContain(breakOut);
    expect(text).toContain(script);
  });

  it('answers 404 for an unknown invoice and needs a session', async () => {
    const unknown = await t.request(cookie, {
      method: 'GET',
      url: `/api/invoices/${crypto.randomUUID()}/pdf`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invoice not found');
    const invoice = await createInvoice(twoLines());
    expect(
      (await t.request(null, { method: 'GET', url: `/api/invoices/${invoice.id}/pdf` })).statusCode,
    ).toBe(401);
  });
});
