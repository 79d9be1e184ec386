import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  formatTaxRate,
  isCreditLine,
  lineTotalCents,
  rateToCents,
  taxLabel,
} from '../../../core/invoice-math.js';
import { formatIsoDate, formatMoney, type DateFormat } from '../../../core/locale.js';
import type { BusinessProfile } from '../../../core/schemas/business.js';
import { invoiceStatusLine } from '../../../core/invoice-status.js';
import { type InvoiceRecord, type Payment } from '../../../core/schemas/invoice.js';
import { PAYMENT_METHOD_LABELS } from '../../../core/invoices.js';

// The invoice a client receives, built once, on the server (decision 171): the browser's
// Export PDF and the e-mail attachment are the same file. DejaVu Sans is embedded (only
// the glyphs used), so Łódź, Dvořák and Øresund print as typed and nothing is fetched
// at run time.

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface InvoicePdfInput {
  invoice: InvoiceRecord;
  payments: Payment[];
  profile: BusinessProfile;
  /** The client as the contact is now (the invoice keeps the name it was issued with). */
  billTo: { company: string | null; email: string | null; phone: string | null };
  projectAddress: string | null;
  currency: string;
  dateFormat: DateFormat;
}

export const invoicePdfFileName = (invoice: Pick<InvoiceRecord, 'invoiceNumber' | 'id'>) =>
  invoice.invoiceNumber
    ? `invoice-${invoice.invoiceNumber}.pdf`
    : `invoice-draft-${invoice.id.slice(0, 8)}.pdf`;

type Rgb = [number, number, number];
const INK: Rgb = [33, 37, 41];
const MUTED: Rgb = [110, 117, 125];
const ACCENT: Rgb = [28, 126, 214];
const RULE: Rgb = [222, 226, 230];
const ZEBRA: Rgb = [246, 248, 250];
const STAMPS: Record<string, Rgb> = {
  PAID: [47, 158, 68],
  VOID: [224, 49, 49],
  DRAFT: [134, 142, 150],
};

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_BOTTOM = PAGE.height - 96;
// Table columns: description takes what the others leave.
const COLUMNS = { qty: 40, rate: 78, tax: 78, amount: 88 };
const CELL = 6;

/** Renders the invoice as a Letter-size PDF. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, profile } = input;
  const money = (cents: number) => formatMoney(cents, input.currency);
  const date = (iso: string) => formatIsoDate(iso, input.dateFormat);
  const number = invoice.invoiceNumber || 'Draft';
  const { regular, bold } = loadFonts();

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Invoice ${number}`,
      Subject: `Invoice ${number} for ${invoice.client}`,
      Author: profile.name || 'Sitebook',
      Creator: 'Sitebook',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);

  const text = (
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & {
      font?: 'body' | 'bold';
      size?: number;
      color?: Rgb;
    } = {},
  ) => {
    const { font = 'body', size = 10, color = INK, ...rest } = options;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, x, y, { lineBreak: false, ...rest });
  };
  const heightOf = (value: string, width: number, font: 'body' | 'bold', size: number) =>
    doc.font(font).fontSize(size).heightOfString(value, { width });
  const rule = (y: number, from = MARGIN, to = RIGHT) =>
    doc.moveTo(from, y).lineTo(to, y).lineWidth(1).strokeColor(RULE).stroke();

  doc.rect(0, 0, PAGE.width, 8).fill(ACCENT);

  // Issuer, top left.
  let y = MARGIN;
  if (profile.name) {
    doc.font('bold').fontSize(16).fillColor(INK).text(profile.name, MARGIN, y, { width: 250 });
    y = doc.y + 4;
  }
  const issuerLines = [...profile.address.split(/\r?\n/), profile.email, profile.phone]
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of issuerLines) {
    doc.font('body').fontSize(9.5).fillColor(MUTED).text(line, MARGIN, y, { width: 250 });
    y = doc.y + 1;
  }
  const issuerBottom = y;

  // Title and the invoice's facts, top right.
  text('INVOICE', MARGIN, MARGIN - 4, {
    font: 'bold',
    size: 26,
    color: ACCENT,
    align: 'right',
    width: RIGHT - MARGIN,
  });
  const facts: [string, string][] = [
    ['Invoice number', number],
    ['Date', date(invoice.date)],
    ['Due date', date(invoice.dueDate)],
    // One status line, the spec's Paid/Pending first (issue 18, decision 170).
    ['Status', invoiceStatusLine(invoice)],
  ];
  let factY = MARGIN + 36;
  for (const [label, value] of facts) {
    // Wide enough for 'Pending (partially paid, overdue)' on one line; the issuer's column
    // to the left stops short of the labels.
    text(label, RIGHT - 300, factY, { size: 9.5, color: MUTED, width: 140, align: 'right' });
    text(value, RIGHT - 152, factY, { font: 'bold', size: 9.5, width: 152, align: 'right' });
    factY += 15;
  }

  y = Math.max(issuerBottom, factY) + 12;
  rule(y);
  y += 16;

  // Bill to and project.
  const block = (label: string, lines: string[], x: number) => {
    text(label.toUpperCase(), x, y, { font: 'bold', size: 8.5, color: MUTED });
    let lineY = y + 14;
    lines.forEach((line, index) => {
      const size = index === 0 ? 12 : 9.5;
      const font = index === 0 ? 'bold' : 'body';
      doc
        .font(font)
        .fontSize(size)
        .fillColor(index === 0 ? INK : MUTED)
        .text(line, x, lineY, { width: 230 });
      lineY = doc.y + 2;
    });
    return lineY;
  };
  const billTo = [
    invoice.client,
    input.billTo.company,
    input.billTo.email,
    input.billTo.phone,
  ].filter((line): line is string => Boolean(line));
  const project = [invoice.project, input.projectAddress].filter((line): line is string =>
    Boolean(line),
  );
  y = Math.max(block('Bill to', billTo, MARGIN), block('Project', project, MARGIN + 260)) + 18;

  // Line items, with a header on every page they reach.
  const descriptionWidth =
    RIGHT - MARGIN - COLUMNS.qty - COLUMNS.rate - COLUMNS.tax - COLUMNS.amount;
  const taxName = new Map(
    invoice.taxes.map((tax) => [tax.taxRateId, `${tax.name} ${formatTaxRate(tax.rate)}`]),
  );
  const columnsX = {
    description: MARGIN,
    qty: MARGIN + descriptionWidth,
    rate: MARGIN + descriptionWidth + COLUMNS.qty,
    tax: MARGIN + descriptionWidth + COLUMNS.qty + COLUMNS.rate,
    amount: RIGHT - COLUMNS.amount,
  };
  const header = () => {
    doc.rect(MARGIN, y, RIGHT - MARGIN, 22).fill(ACCENT);
    const cells: [string, number, number, 'left' | 'right'][] = [
      ['Description', columnsX.description, descriptionWidth, 'left'],
      ['Qty', columnsX.qty, COLUMNS.qty, 'right'],
      ['Rate', columnsX.rate, COLUMNS.rate, 'right'],
      ['Tax', columnsX.tax, COLUMNS.tax, 'right'],
      ['Amount', columnsX.amount, COLUMNS.amount, 'right'],
    ];
    for (const [label, x, width, align] of cells) {
      text(label, x + CELL, y + 6, {
        font: 'bold',
        size: 9.5,
        color: [255, 255, 255],
        width: width - 2 * CELL,
        align,
      });
    }
    y += 22;
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  header();
  invoice.items.forEach((item, index) => {
    // A discount or credit says so in the tax column (it carries none) and reads negative.
    const credit = isCreditLine(item);
    const taxes = credit
      ? 'Credit'
      : (item.taxRateIds ?? [])
          .map((id) => taxName.get(id) ?? '')
          .filter(Boolean)
          .join('\n');
    const rowHeight =
      Math.max(
        heightOf(item.description, descriptionWidth - 2 * CELL, 'body', 9.5),
        taxes ? heightOf(taxes, COLUMNS.tax - 2 * CELL, 'body', 8.5) : 0,
        12,
      ) +
      2 * CELL;
    if (y + rowHeight > CONTENT_BOTTOM) {
      newPage();
      header();
    }
    if (index % 2 === 1) doc.rect(MARGIN, y, RIGHT - MARGIN, rowHeight).fill(ZEBRA);
    doc
      .font('body')
      .fontSize(9.5)
      .fillColor(INK)
      .text(item.description, columnsX.description + CELL, y + CELL, {
        width: descriptionWidth - 2 * CELL,
      });
    const cell = (value: string, x: number, width: number, size = 9.5) =>
      doc
        .font('body')
        .fontSize(size)
        .fillColor(INK)
        .text(value, x + CELL, y + CELL, { width: width - 2 * CELL, align: 'right' });
    cell(String(item.quantity), columnsX.qty, COLUMNS.qty);
    const rateCents = rateToCents(item.rate) ?? 0;
    cell(money(credit ? -rateCents : rateCents), columnsX.rate, COLUMNS.rate);
    if (taxes) cell(taxes, columnsX.tax, COLUMNS.tax, 8.5);
    cell(money(lineTotalCents(item)), columnsX.amount, COLUMNS.amount);
    y += rowHeight;
  });
  rule(y);
  y += 12;

  // Totals, payments and what is due.
  const totalsRows: { label: string; value: string; strong?: boolean; color?: Rgb }[] = [
    { label: 'Subtotal', value: money(invoice.subtotal) },
    ...invoice.taxes.map((tax) => ({
      label: taxLabel(tax),
      value: money(tax.amount),
    })),
    { label: 'Total', value: money(invoice.amount), strong: true },
    ...input.payments.map((payment) => ({
      label: `Payment ${date(payment.date)}, ${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? ` ${payment.reference}` : ''}`,
      value: `-${money(payment.amount)}`,
      color: MUTED,
    })),
  ];
  if (input.payments.length > 0) {
    totalsRows.push({ label: 'Payments received', value: money(invoice.paidToDate), color: MUTED });
  }
  if (invoice.state !== 'void') {
    totalsRows.push({ label: 'Balance due', value: money(invoice.balance), strong: true });
  }
  const labelX = RIGHT - 300;
  if (y + 80 > CONTENT_BOTTOM) newPage();
  // The stamp goes in the empty column beside the totals, on their page.
  const stampAt = { page: doc.bufferedPageRange().count - 1, y: y + 4 };
  for (const row of totalsRows) {
    const size = row.strong ? 12 : 9.5;
    const rowHeight =
      Math.max(heightOf(row.label, 200, row.strong ? 'bold' : 'body', size), 12) + 6;
    if (y + rowHeight > CONTENT_BOTTOM) newPage();
    doc
      .font(row.strong ? 'bold' : 'body')
      .fontSize(size)
      .fillColor(row.color ?? INK)
      .text(row.label, labelX, y, { width: 200 });
    text(row.value, RIGHT - 100, y, {
      font: row.strong ? 'bold' : 'body',
      size,
      color: row.color ?? INK,
      width: 100,
      align: 'right',
    });
    y += rowHeight;
  }
  if (invoice.balance > 0 && invoice.state !== 'void' && invoice.state !== 'draft') {
    y += 4;
    if (y + 14 > CONTENT_BOTTOM) newPage();
    text(`Please pay ${money(invoice.balance)} by ${date(invoice.dueDate)}.`, labelX, y, {
      size: 9.5,
      color: invoice.overdue ? STAMPS.VOID : MUTED,
      width: RIGHT - labelX,
      align: 'right',
    });
  }

  // PAID, VOID or DRAFT beside the totals: upright, so it reads (and copies) as text.
  const stamp =
    invoice.state === 'paid'
      ? 'PAID'
      : invoice.state === 'void'
        ? 'VOID'
        : invoice.state === 'draft'
          ? 'DRAFT'
          : null;
  if (stamp) {
    doc.switchToPage(stampAt.page);
    const color = STAMPS[stamp]!;
    const box = { x: MARGIN + 8, y: stampAt.y, width: 170, height: 52 };
    doc.save();
    doc.opacity(0.8);
    doc
      .roundedRect(box.x, box.y, box.width, box.height, 6)
      .lineWidth(3)
      .strokeColor(color)
      .stroke();
    doc
      .font('bold')
      .fontSize(32)
      .fillColor(color)
      .text(stamp, box.x, box.y + 9, {
        width: box.width,
        align: 'center',
        lineBreak: false,
      });
    doc.restore();
  }

  // Footer on every page.
  const contact = [profile.email, profile.phone].filter(Boolean).join('  |  ');
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // The footer sits below the text area: without this pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    rule(PAGE.height - 72);
    text('Thank you for your business.', MARGIN, PAGE.height - 62, { size: 9, color: MUTED });
    if (contact) {
      text(`Questions about this invoice? ${contact}`, MARGIN, PAGE.height - 49, {
        size: 9,
        color: MUTED,
      });
    }
    if (range.count > 1) {
      text(`Page ${page - range.start + 1} of ${range.count}`, MARGIN, PAGE.height - 62, {
        size: 9,
        color: MUTED,
        width: RIGHT - MARGIN,
        align: 'right',
      });
    }
  }
  doc.end();
  return done;
}
