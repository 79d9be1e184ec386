import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../core/schemas/invoice';
import { localeFormatters } from '../../../lib/use-locale';
import { buildInvoicePdf, invoiceFileName } from './invoice-pdf';

const invoice: Invoice = {
  id: '0b6f4c4e-6a39-4f4a-9d35-3f0f4b1f2a10',
  invoiceNumber: 'INV-042',
  clientId: '4b1f2a10-6a39-4f4a-9d35-3f0f0b6f4c4e',
  client: 'Riverside Builders',
  projectId: null,
  project: 'Harbor View Duplex',
  amount: 6007,
  date: '2026-03-04',
  status: 'Pending',
  items: [
    { description: 'Framing labor', quantity: 3, rate: 19.99 },
    { description: 'Site visit', quantity: 1, rate: 0.1 },
  ],
  createdAt: '2026-03-04T10:00:00.000Z',
};
const profile = {
  name: 'Keller Engineering',
  address: '14 Mill Road\nSpringfield, IL 62701',
  email: 'office@keller.example',
  phone: '(217) 555-0143',
};

/** The strings a PDF shows: jspdf writes them uncompressed as "(text) Tj". */
function pdfText(pdf: string): string[] {
  const strings: string[] = [];
  for (const match of pdf.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    strings.push(match[1]!.replace(/\\([()\\])/g, '$1'));
  }
  return strings;
}

describe('invoice PDF', () => {
  it('is named after the invoice number', () => {
    expect(invoiceFileName(invoice)).toBe('invoice-INV-042.pdf');
  });

  it('shows the heading, number, date, client, project, items, total and status', () => {
    const output = buildInvoicePdf(invoice, profile).output();
    expect(output.startsWith('%PDF-')).toBe(true);
    const text = pdfText(output);
    for (const expected of [
      'INVOICE',
      'INV-042',
      'Mar 4, 2026',
      'Riverside Builders',
      'Harbor View Duplex',
      'Framing labor',
      '$19.99',
      '$59.97',
      '$0.10',
      '$60.07',
      'Pending',
      'Keller Engineering',
      'Springfield, IL 62701',
      'office@keller.example',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('says when an invoice is paid and leaves out an empty business profile', () => {
    const text = pdfText(
      buildInvoicePdf(
        { ...invoice, status: 'Paid' },
        { name: '', address: '', email: '', phone: '' },
      ).output(),
    );
    expect(text).toContain('Paid');
    expect(text).toContain('Total paid');
    expect(text.some((line) => line.includes('Questions about this invoice'))).toBe(false);
  });

  it('uses the business currency and date format', () => {
    const locale = localeFormatters({ currency: 'EUR', dateFormat: 'dd/MM/yyyy' });
    const text = pdfText(buildInvoicePdf(invoice, profile, locale).output());
    expect(text).toContain('04/03/2026');
    expect(text).not.toContain('Mar 4, 2026');
    // jspdf writes the standard fonts in WinAnsi, where the euro sign is byte 0x80.
    expect(text).toContain('\u008060.07');
    expect(text.some((line) => line.includes('$'))).toBe(false);
  });
});
