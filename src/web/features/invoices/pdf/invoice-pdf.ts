import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { lineTotalCents, rateToCents } from '../../../../core/invoice-math';
import type { BusinessProfile } from '../../../../core/schemas/business';
import type { Invoice } from '../../../../core/schemas/invoice';
import { localeFormatters, type LocaleFormatters } from '../../../lib/use-locale';

// The invoice a client receives. This module pulls in jspdf, so the app only
// reaches it through a dynamic import (export-invoice-pdf.ts).

type Rgb = [number, number, number];
const INK: Rgb = [33, 37, 41];
const MUTED: Rgb = [110, 117, 125];
const ACCENT: Rgb = [28, 126, 214];
const RULE: Rgb = [222, 226, 230];
const PAID: Rgb = [47, 158, 68];
const PENDING: Rgb = [230, 119, 0];

const MARGIN = 54;

export const invoiceFileName = (invoice: Pick<Invoice, 'invoiceNumber'>) =>
  `invoice-${invoice.invoiceNumber}.pdf`;

const issuerLines = (profile: BusinessProfile) =>
  [...profile.address.split(/\r?\n/), profile.email, profile.phone]
    .map((line) => line.trim())
    .filter(Boolean);

export function buildInvoicePdf(
  invoice: Invoice,
  profile: BusinessProfile,
  locale: LocaleFormatters = localeFormatters(),
): jsPDF {
  // Amounts and the date in the business's currency and date format (decision 091).
  const { formatDate, formatMoney: formatCents } = locale;
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const right = width - MARGIN;
  doc.setProperties({
    title: `Invoice ${invoice.invoiceNumber}`,
    subject: `Invoice ${invoice.invoiceNumber} for ${invoice.client}`,
    author: profile.name || undefined,
    creator: 'Sitebook',
  });

  doc.setFillColor(...ACCENT);
  doc.rect(0, 0, width, 8, 'F');

  // Issuer, top left.
  let y = MARGIN + 10;
  if (profile.name) {
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(16)
      .setTextColor(...INK);
    doc.text(profile.name, MARGIN, y, { maxWidth: 300 });
    y += 18;
  }
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(9.5)
    .setTextColor(...MUTED);
  for (const line of issuerLines(profile)) {
    doc.text(line, MARGIN, y, { maxWidth: 300 });
    y += 13;
  }
  const issuerBottom = y;

  // Title and invoice facts, top right.
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(28)
    .setTextColor(...ACCENT);
  doc.text('INVOICE', right, MARGIN + 14, { align: 'right' });
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Date', formatDate(invoice.date)],
    ['Status', invoice.status],
  ];
  let factY = MARGIN + 40;
  for (const [label, value] of facts) {
    doc
      .setFont('helvetica', 'normal')
      .setFontSize(9.5)
      .setTextColor(...MUTED);
    doc.text(label, right - 110, factY, { align: 'right' });
    const color = label === 'Status' ? (value === 'Paid' ? PAID : PENDING) : INK;
    doc.setFont('helvetica', 'bold').setTextColor(...color);
    doc.text(value, right, factY, { align: 'right' });
    factY += 15;
  }

  y = Math.max(issuerBottom, factY) + 14;
  doc.setDrawColor(...RULE).setLineWidth(1);
  doc.line(MARGIN, y, right, y);
  y += 26;

  // Bill to and project.
  const column = (label: string, value: string, x: number) => {
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(8.5)
      .setTextColor(...MUTED);
    doc.text(label.toUpperCase(), x, y);
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(12)
      .setTextColor(...INK);
    const lines = doc.splitTextToSize(value, 220) as string[];
    doc.text(lines, x, y + 17);
    return lines.length;
  };
  const rows = Math.max(
    column('Bill to', invoice.client, MARGIN),
    column('Project', invoice.project, MARGIN + 260),
  );
  y += 17 + rows * 14 + 20;

  // Line items.
  const { items } = invoice;
  autoTable(doc, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN },
    head: [['Description', 'Qty', 'Rate', 'Amount']],
    body: items.map((item) => [
      item.description,
      String(item.quantity),
      formatCents(rateToCents(item.rate) ?? 0),
      formatCents(lineTotalCents(item)),
    ]),
    theme: 'plain',
    styles: { font: 'helvetica', fontSize: 10, textColor: INK, cellPadding: 8 },
    headStyles: { fillColor: ACCENT, textColor: [255, 255, 255], fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [246, 248, 250] },
    columnStyles: {
      0: { cellWidth: 'auto' },
      1: { halign: 'right', cellWidth: 50 },
      2: { halign: 'right', cellWidth: 90 },
      3: { halign: 'right', cellWidth: 100 },
    },
    didParseCell: (data) => {
      if (data.section === 'head' && data.column.index > 0) data.cell.styles.halign = 'right';
    },
  });
  const tableEnd = (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;

  // Total.
  y = tableEnd + 8;
  if (y > height - 150) {
    doc.addPage();
    y = MARGIN;
  }
  doc.setDrawColor(...RULE).line(right - 240, y, right, y);
  y += 24;
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(12)
    .setTextColor(...INK);
  doc.text(invoice.status === 'Paid' ? 'Total paid' : 'Total due', right - 240, y);
  doc.setFontSize(16);
  doc.text(formatCents(invoice.amount), right, y, { align: 'right' });
  if (invoice.status === 'Paid') {
    y += 18;
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(10)
      .setTextColor(...PAID);
    doc.text('PAID IN FULL - thank you', right, y, { align: 'right' });
  }

  // Footer.
  const contact = [profile.email, profile.phone].filter(Boolean).join('  |  ');
  doc.setDrawColor(...RULE).line(MARGIN, height - 72, right, height - 72);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(9)
    .setTextColor(...MUTED);
  doc.text('Thank you for your business.', MARGIN, height - 54);
  if (contact) doc.text(`Questions about this invoice? ${contact}`, MARGIN, height - 40);
  return doc;
}
