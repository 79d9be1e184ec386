import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { scheduleAmount } from '../../../core/contract-math.js';
import { taxLabel } from '../../../core/invoice-math.js';
import { formatIsoDate, formatMoney } from '../../../core/locale.js';
import type { PublicDocument } from '../../../core/schemas/estimate.js';
import type { Db } from '../../db/database.js';
import { readLocale } from '../../lib/locale.js';
import { publicDocument } from './approval.service.js';
import * as q from './estimates.queries.js';

// The estimate or change order as a PDF, rendered on the server like invoices
// (decision 171): the same DejaVu fonts embedded. An approved one carries the
// signature block and an audit line: name, time (UTC), network, content hash.

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 54;
const WIDTH = 612 - MARGIN * 2;
const MUTED = '#6e757d';
const INK = '#212529';

export async function estimatePdf(db: Db, row: q.EstimateRow) {
  const [document, approval, locale] = await Promise.all([
    publicDocument(db, row),
    q.findApproval(db, row.id),
    readLocale(db),
  ]);
  const content = await renderEstimatePdf({
    document,
    approval: approval ?? null,
    currency: locale.currency,
    date: (iso: string) => formatIsoDate(iso, locale.dateFormat),
  });
  const fileName = `${document.displayNumber.replace(/\s+/g, '-').toLowerCase()}.pdf`;
  return { content, fileName };
}

interface PdfInput {
  document: PublicDocument;
  approval: q.ApprovalRow | null;
  currency: string;
  date: (iso: string) => string;
}

export function renderEstimatePdf(input: PdfInput): Promise<Buffer> {
  const { document, approval } = input;
  const money = (cents: number) => formatMoney(cents, input.currency);
  const { regular, bold } = loadFonts();
  const kind = document.kind === 'estimate' ? 'Estimate' : 'Change order';
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${kind} ${document.displayNumber}`, Author: document.businessName },
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('bold').fontSize(18).fillColor(INK).text(document.businessName);
  pdf.moveDown(0.3);
  pdf.font('bold').fontSize(14).text(`${kind} ${document.displayNumber}`);
  pdf
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${document.title} · ${document.projectName}`);
  if (document.validUntil) {
    pdf.text(
      `${document.kind === 'estimate' ? 'Valid until' : 'Approve by'} ${input.date(document.validUntil)}`,
    );
  }
  pdf.fillColor(INK).moveDown();
  if (document.intro) pdf.fontSize(10).text(document.intro).moveDown();

  if (document.kind === 'change_order') {
    pdf.font('bold').fontSize(10).text('Reason');
    pdf.font('regular').text(document.reason ?? '');
    if (document.scheduleImpactDays !== null) {
      pdf.text(`Schedule impact: ${document.scheduleImpactDays} days`);
    }
    pdf.moveDown();
  }

  const selected = new Set(
    approval?.decision === 'approve' ? (JSON.parse(approval.selected_line_ids) as string[]) : [],
  );
  let optionalAdded = 0;
  for (const section of document.sections) {
    if (section.title) pdf.font('bold').fontSize(11).text(section.title).moveDown(0.2);
    for (const line of section.lines) {
      const chosen = !line.optional || selected.has(line.id);
      if (line.optional && chosen) optionalAdded += line.amount + line.tax;
      const y = pdf.y;
      const qty = `${line.quantity}${line.unit ? ` ${line.unit}` : ''} × ${money(line.unitPrice)}`;
      const label = line.optional
        ? `${line.description} (optional${approval ? (chosen ? ', chosen' : ', not chosen') : ''})`
        : line.description;
      pdf
        .font('regular')
        .fontSize(10)
        .fillColor(chosen ? INK : MUTED);
      pdf.text(label, MARGIN, y, { width: WIDTH * 0.55 });
      const after = pdf.y;
      pdf.text(qty, MARGIN + WIDTH * 0.56, y, { width: WIDTH * 0.26 });
      pdf.text(money(line.amount), MARGIN + WIDTH * 0.82, y, {
        width: WIDTH * 0.18,
        align: 'right',
      });
      pdf.y = Math.max(after, pdf.y) + 4;
      pdf.x = MARGIN;
    }
    pdf.moveDown(0.5);
  }
  pdf.fillColor(INK);
  const total = (label: string, cents: number, strong = false) => {
    const y = pdf.y;
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 10);
    pdf.text(label, MARGIN + WIDTH * 0.5, y, { width: WIDTH * 0.3 });
    pdf.text(money(cents), MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2, align: 'right' });
    pdf.x = MARGIN;
  };
  if (document.kind === 'estimate') {
    total('Subtotal', document.subtotal);
    for (const tax of document.taxes) total(taxLabel(tax), tax.amount);
    if (optionalAdded) total('Options chosen', optionalAdded);
  }
  total('Total', document.total + optionalAdded, true);
  pdf.moveDown();

  if (document.schedule.length > 0) {
    pdf.font('bold').fontSize(11).text('Payment schedule', MARGIN).moveDown(0.2);
    pdf.font('regular').fontSize(10);
    for (const entry of document.schedule) {
      const when =
        entry.due === 'on_approval' ? 'on approval' : entry.date ? input.date(entry.date) : '';
      // A percent of the total shown above (with the options chosen), as the deposit is billed.
      const cents =
        entry.percent === null
          ? entry.amount
          : scheduleAmount({ percent: entry.percent }, document.total + optionalAdded);
      pdf.text(
        `${entry.label}: ${entry.percent !== null ? `${entry.percent}% ` : ''}${when} · ${money(cents)}`,
      );
    }
    pdf.moveDown();
  }
  if (document.terms) {
    pdf.font('bold').fontSize(11).text('Terms', MARGIN).moveDown(0.2);
    pdf.font('regular').fontSize(9).text(document.terms).moveDown();
  }

  if (approval) {
    if (pdf.y > 600) pdf.addPage();
    const approved = approval.decision === 'approve';
    pdf
      .font('bold')
      .fontSize(12)
      .fillColor(approved ? '#2f9e44' : '#e03131');
    pdf.text(approved ? 'Approved' : 'Declined', MARGIN);
    pdf.fillColor(INK).font('regular').fontSize(10);
    pdf.text(`${approved ? 'Signed' : 'Answered'} by ${approval.name}`);
    if (approval.signature) {
      try {
        const png = Buffer.from(
          approval.signature.replace(/^data:image\/png;base64,/, ''),
          'base64',
        );
        pdf.image(png, MARGIN, pdf.y + 4, { fit: [220, 70] });
        pdf.y += 80;
      } catch {
        pdf.text('(signature image could not be read)');
      }
      pdf
        .moveTo(MARGIN, pdf.y)
        .lineTo(MARGIN + 220, pdf.y)
        .strokeColor(MUTED)
        .stroke();
      pdf.moveDown(0.5);
    }
    if (approval.reason) pdf.text(`Reason: ${approval.reason}`);
    pdf.moveDown(0.5);
    pdf.fontSize(8).fillColor(MUTED);
    pdf.text(
      `Audit: ${approval.name} · ${approval.at} · network ${approval.network} · ${approval.user_agent} · SHA-256 ${approval.content_hash}`,
      MARGIN,
      pdf.y,
      { width: WIDTH },
    );
  }
  pdf.end();
  return done;
}
